"""When the add-on syncs, following the order in which Anki's main window fires its hooks (aqt/main.py):

- opening a profile: profile_did_open, then, when automatic sync is on, Anki syncs with AnkiWeb and fires
  sync_did_finish. One Glossa sync belongs after that first sync_did_finish, not two (one at open, one after).
- closing: profile_will_close, then the close-time automatic sync fires sync_did_finish while Anki closes
  the collection. Nothing may start then.
"""
from __future__ import annotations

from typing import Any, Callable, Dict

# How long to wait for the start-up AnkiWeb sync before syncing Glossa anyway (a failed sync may not report).
STARTUP_WAIT_SECONDS = 120


class SyncTriggers:
    """Decides, hook by hook, whether to start a Glossa sync. `start()` starts one; `config()` is the add-on's.

    Example: triggers.profile_opened(anki_will_sync=mw.can_auto_sync())
    """

    def __init__(self, config: Callable[[], Dict[str, Any]], start: Callable[[], Any]) -> None:
        self._config = config
        self._start = start
        self.closing = False
        self.waiting_for_first_sync = False

    def profile_opened(self, anki_will_sync: bool) -> None:
        self.closing = False
        if anki_will_sync:
            self.waiting_for_first_sync = True  # the start-up sync's sync_did_finish starts ours
        elif self._config().get("sync_on_profile_open"):
            self._start()

    def sync_finished(self) -> None:
        if self.closing:
            return  # the close-time sync: the collection is being closed
        config = self._config()
        if self.waiting_for_first_sync:
            self.waiting_for_first_sync = False
            if config.get("sync_on_profile_open") or config.get("sync_after_anki_sync"):
                self._start()
        elif config.get("sync_after_anki_sync"):
            self._start()

    def startup_wait_over(self) -> None:
        """The start-up sync never reported: sync as a profile open would."""
        if self.waiting_for_first_sync and not self.closing:
            self.waiting_for_first_sync = False
            if self._config().get("sync_on_profile_open"):
                self._start()

    def profile_closing(self) -> None:
        self.closing = True
        self.waiting_for_first_sync = False
