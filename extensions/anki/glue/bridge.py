"""The sign-in page inside Anki: a web view on Glossa's /oauth/login?ext=anki with the bridge the page calls
(spec 7 "Local bridges": getAuthStatus, getPluginVersion, logout, saveOAuthToken, goHome).

The page sees `window.glossaAnki` (what apps/web/src/features/oauth/bridges.ts looks for), whose methods
return promises, and a `glossa-anki-ready` event once it is
there. The bridge answers only pages of the configured Glossa server, so no other site can read or plant
tokens.
"""
from __future__ import annotations

import json
import threading
from typing import Any, Callable
from urllib.parse import urlsplit

from aqt.qt import (
    QFile,
    QIODevice,
    QObject,
    QUrl,
    QWebChannel,
    QWebEnginePage,
    QWebEngineProfile,
    QWebEngineScript,
    QWebEngineView,
    pyqtSlot,
)

from ..core.errors import GlossaError
from ..core.version import ADDON_VERSION
from .context import Context

_API_JS = """
(function () {
  new QWebChannel(qt.webChannelTransport, function (channel) {
    var bridge = channel.objects.glossaBridge;
    function call(name, arg) {
      return new Promise(function (resolve, reject) {
        bridge.call(name, JSON.stringify(arg === undefined ? null : arg), function (out) {
          var answer = JSON.parse(out);
          if (answer.ok) resolve(answer.value); else reject(new Error(answer.error));
        });
      });
    }
    window.glossaAnki = {
      getAuthStatus: function () { return call('getAuthStatus'); },
      getPluginVersion: function () { return call('getPluginVersion'); },
      logout: function () { return call('logout'); },
      saveOAuthToken: function (tokenResult) { return call('saveOAuthToken', tokenResult); },
      goHome: function () { return call('goHome'); }
    };
    window.dispatchEvent(new Event('glossa-anki-ready'));
  });
})();
"""


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


class _Bridge(QObject):
    def __init__(self, view: "SignInView") -> None:
        super().__init__(view)
        self._view = view

    @pyqtSlot(str, str, result=str)
    def call(self, name: str, arg: str) -> str:
        if _origin(self._view.url().toString()) != _origin(self._view.context.server_url):
            return json.dumps({"ok": False, "error": "Anki addon API not found."})
        try:
            value = self._view.handle(name, json.loads(arg) if arg else None)
            return json.dumps({"ok": True, "value": value})
        except GlossaError as error:
            return json.dumps({"ok": False, "error": str(error)})
        except Exception as error:  # the page shows 'Error communicating with the Anki addon: ' + message
            return json.dumps({"ok": False, "error": f"{type(error).__name__}: {error}"})


class SignInView(QWebEngineView):
    """A web view showing Glossa's sign-in page for Anki, with the bridge injected into it."""

    def __init__(self, context: Context, on_signed_in: Callable[[], None], on_home: Callable[[], None],
                 parent: Any = None) -> None:
        super().__init__(parent)
        self.context = context
        self._on_signed_in = on_signed_in
        self._on_home = on_home
        # A page on a profile of its own: Anki 2.1.50 to 25.06 inject their own bridge script into every page
        # of the default profile, which replaces this page's message handler (then no call ever answers).
        self.setPage(QWebEnginePage(sign_in_profile(), self))
        channel = QWebChannel(self.page())
        channel.registerObject("glossaBridge", _Bridge(self))
        self.page().setWebChannel(channel)
        script = QWebEngineScript()
        script.setName("glossa-anki-bridge")
        script.setSourceCode(_qwebchannel_js() + _API_JS)
        script.setInjectionPoint(QWebEngineScript.InjectionPoint.DocumentCreation)
        script.setWorldId(QWebEngineScript.ScriptWorldId.MainWorld)
        script.setRunsOnSubFrames(False)
        self.page().scripts().insert(script)

    def open_sign_in(self) -> None:
        self.setUrl(QUrl(f"{self.context.server_url}/oauth/login?ext=anki"))

    def handle(self, name: str, arg: Any) -> Any:
        """The bridge calls, by name (spec 3 "Extension auth status" for getAuthStatus)."""
        if name == "getAuthStatus":
            tokens = self.context.tokens.load()
            if tokens is None:
                return {"connected": False}
            return {"connected": True, "name": tokens.name, "email": tokens.email}
        if name == "getPluginVersion":
            return ADDON_VERSION
        if name == "logout":
            # Revoking the session on the server takes a request: not on the GUI thread.
            threading.Thread(target=self.context.api.logout, daemon=True).start()
            self._on_signed_in()
            return {"ok": True}
        if name == "saveOAuthToken":
            self.context.api.save_token_result(arg or {})
            self._on_signed_in()
            return {"ok": True}
        if name == "goHome":
            self._on_home()
            return {"ok": True}
        raise GlossaError(f"Unknown call {name}.")


_profile: Any = None


def sign_in_profile() -> Any:
    """The sign-in pages' web profile: off the record (nothing kept on disk), one for the whole session and
    owned by Anki's main window, so it outlives every page that uses it as Qt requires."""
    global _profile
    if _profile is None:
        from aqt import mw

        _profile = QWebEngineProfile(mw)
    return _profile


def _qwebchannel_js() -> str:
    """Qt's own qwebchannel.js, shipped inside Qt WebEngine's resources."""
    handle = QFile(":/qtwebchannel/qwebchannel.js")
    if not handle.open(QIODevice.OpenModeFlag.ReadOnly):
        return ""
    try:
        return bytes(handle.readAll()).decode("utf-8")
    finally:
        handle.close()
