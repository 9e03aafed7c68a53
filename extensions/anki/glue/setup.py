"""Plugs the add-on into Anki: the Tools menu entry and the hooks (profile opened, Anki sync finished,
profile closing), in the order Anki fires them (see core/lifecycle.py)."""
from __future__ import annotations

from typing import Any, Optional

from aqt import gui_hooks, mw
from aqt.qt import QAction, QTimer
from aqt.utils import tooltip

from ..core.config import effective_config
from ..core.lifecycle import STARTUP_WAIT_SECONDS, SyncTriggers
from .context import Context
from .ops import run_query, warn

_context: Optional[Context] = None
_window: Any = None


def _config() -> dict:
    return effective_config(mw.addonManager.getConfig(__name__))


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


def sync_in_background() -> bool:
    """Refreshes every linked deck (and, when enabled, sends mature words back) without blocking Anki.
    Returns False when nothing started (closing, signed out, nothing linked, or a sync already running)."""
    if triggers.closing or getattr(mw, "col", None) is None:
        return False
    ctx = context()
    if not ctx.signed_in() or not ctx.engine.links():
        return False
    return ctx.runner.start(done=lambda report: tooltip(report.summary(), parent=mw), failed=warn,
                            mature_days=ctx.mature_days())


triggers = SyncTriggers(_config, sync_in_background)


def _anki_will_sync() -> bool:
    """Whether Anki syncs with AnkiWeb right after profile_did_open (MainWindow.can_auto_sync)."""
    can_auto_sync = getattr(mw, "can_auto_sync", None)
    try:
        return bool(can_auto_sync()) if callable(can_auto_sync) else False
    except Exception:  # an Anki whose check needs what is not there yet: sync at open as before
        return False


def _drop_context() -> None:
    global _context, _window
    if _window is not None:
        _window.close()
    _window = None
    if _context is not None:
        _context.runner.close()
    _context = None


def _on_profile_open() -> None:
    _drop_context()  # another profile: other files
    triggers.profile_opened(anki_will_sync=_anki_will_sync())
    if triggers.waiting_for_first_sync:
        QTimer.singleShot(STARTUP_WAIT_SECONDS * 1000, triggers.startup_wait_over)


def _on_profile_close() -> None:
    triggers.profile_closing()  # before the close-time sync's sync_did_finish
    _drop_context()


def _on_sync_finished() -> None:
    triggers.sync_finished()


def _on_config_changed(_config: Any) -> None:
    """New options (another server, say): a fresh context on next use; syncing goes on."""
    _drop_context()


def setup() -> None:
    action = QAction("Glossa", mw)
    action.triggered.connect(open_window)
    mw.form.menuTools.addAction(action)
    gui_hooks.profile_did_open.append(_on_profile_open)
    gui_hooks.profile_will_close.append(_on_profile_close)
    gui_hooks.sync_did_finish.append(_on_sync_finished)
    mw.addonManager.setConfigUpdatedAction(__name__, _on_config_changed)


__all__ = ["setup", "open_window", "sync_in_background", "run_query", "triggers"]
