"""Plugs the add-on into Anki: the Tools menu entry and the hooks (profile opened, Anki sync finished)."""
from __future__ import annotations

from typing import Optional

from aqt import gui_hooks, mw
from aqt.qt import QAction
from aqt.utils import tooltip

from .context import Context
from .ops import run_query, run_sync

_context: Optional[Context] = None
_window = None


def _config() -> dict:
    return mw.addonManager.getConfig(__name__) or {}


def context() -> Context:
    """The open profile's context (made on first use)."""
    global _context
    if _context is None:
        _context = Context(mw.pm.profileFolder(), _config())
    return _context


def open_window() -> None:
    global _window
    from .window import GlossaWindow

    if _window is None or not _window.isVisible():
        _window = GlossaWindow(context())
    _window.show()
    _window.raise_()
    _window.activateWindow()


def sync_in_background() -> None:
    """Refreshes every linked deck (and, when enabled, sends mature words back) without blocking Anki."""
    ctx = context()
    if not ctx.signed_in() or not ctx.engine.links():
        return

    def work(col):
        report = ctx.engine.refresh_all(col)
        if ctx.config.get("mature_to_learned") and not (report.offline or report.signed_out):
            report.merge(ctx.engine.push_mature(col, int(ctx.config.get("mature_interval_days", 21))))
        return report

    run_sync(mw, work, lambda report: tooltip(report.summary(), parent=mw))


def _on_profile_open() -> None:
    global _context
    _context = None  # another profile: other files
    if context().config.get("sync_on_profile_open"):
        sync_in_background()


def _on_profile_close() -> None:
    global _context, _window
    if _window is not None:
        _window.close()
    _window = None
    _context = None


def _on_sync_finished() -> None:
    if context().config.get("sync_after_anki_sync"):
        sync_in_background()


def setup() -> None:
    action = QAction("Glossa", mw)
    action.triggered.connect(open_window)
    mw.form.menuTools.addAction(action)
    gui_hooks.profile_did_open.append(_on_profile_open)
    gui_hooks.profile_will_close.append(_on_profile_close)
    gui_hooks.sync_did_finish.append(_on_sync_finished)
    mw.addonManager.setConfigUpdatedAction(__name__, lambda _config: _on_profile_close())


__all__ = ["setup", "open_window", "sync_in_background", "run_query"]
