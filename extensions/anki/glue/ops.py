"""Background work through Anki's operations, so the window never freezes: network-only reads with QueryOp,
collection changes with CollectionOp (one undo step, "Glossa sync")."""
from __future__ import annotations

from typing import Any, Callable

from aqt import mw
from aqt.operations import CollectionOp, QueryOp
from aqt.utils import showWarning, tooltip

from ..core.errors import OfflineError, SignedOutError
from ..core.sync import SyncReport

UNDO_LABEL = "Glossa sync"


def run_query(parent: Any, work: Callable[[], Any], done: Callable[[Any], None],
              failed: Callable[[Exception], None] = None) -> None:
    """Runs `work` (network) in the background and `done` with its result on the GUI thread."""
    op = QueryOp(parent=parent, op=lambda _col: work(), success=done)
    op.failure(failed or _warn).run_in_background()


def run_sync(parent: Any, work: Callable[[Any], SyncReport], done: Callable[[SyncReport], None]) -> None:
    """Runs a sync step (`work(col)`) as one undoable collection operation, then `done(report)`."""
    box: dict = {}

    def op(col: Any) -> Any:
        position = col.add_custom_undo_entry(UNDO_LABEL)
        box["report"] = work(col)
        return col.merge_undo_entries(position)

    def success(_changes: Any) -> None:
        report = box.get("report") or SyncReport()
        done(report)

    CollectionOp(parent=parent, op=op).success(success).failure(_warn).run_in_background()


def _warn(error: Exception) -> None:
    if isinstance(error, OfflineError):
        tooltip("Glossa: offline, showing what was last pulled.", parent=mw)
    elif isinstance(error, SignedOutError):
        tooltip("Glossa: signed out. Please sign in again.", parent=mw)
    else:
        showWarning(f"Glossa: {error}", title="Glossa")
