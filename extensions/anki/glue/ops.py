"""Background work through Anki's operations, so the window never freezes.

- Network-only work runs in a QueryOp that does not hold the collection (`without_collection()`, Anki 23.10
  on: without it QueryOps run one at a time with collection work, and a network wait stalls reviewing,
  editing and AnkiWeb sync).
- Collection work runs in a short CollectionOp; its result's OpChanges (when it has some) refresh Anki's
  screens through operation_did_execute.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from anki.collection import OpChanges
from aqt import mw
from aqt.operations import CollectionOp, QueryOp
from aqt.utils import showWarning, tooltip

from ..core.errors import OfflineError, SignedOutError, UsageError

Failed = Optional[Callable[[Exception], None]]


def in_background(work: Callable[[], Any], done: Callable[[Any], None], failed: Failed = None,
                  parent: Any = None) -> None:
    """Runs `work()` (network only) in the background, then `done(result)` on the GUI thread."""
    op = QueryOp(parent=parent or mw, op=lambda _col: work(), success=done).failure(failed or warn)
    if hasattr(op, "without_collection"):
        op = op.without_collection()
    op.run_in_background()


def on_collection(work: Callable[[Any], Any], done: Callable[[Any], None], failed: Failed = None,
                  parent: Any = None) -> None:
    """Runs `work(col)` as a collection operation, then `done(result)` on the GUI thread."""
    box: dict = {}

    def op(col: Any) -> Any:
        box["result"] = work(col)
        changes = getattr(box["result"], "changes", None)
        return changes if changes is not None else OpChanges()

    CollectionOp(parent=parent or mw, op=op).success(lambda _changes: done(box.get("result"))).failure(
        failed or warn).run_in_background()


def run_query(parent: Any, work: Callable[[], Any], done: Callable[[Any], None], failed: Failed = None) -> None:
    """`in_background` with the window that asks as parent."""
    in_background(work, done, failed, parent=parent)


def warn(error: Exception) -> None:
    if isinstance(error, OfflineError):
        tooltip("Glossa: offline, showing what was last pulled.", parent=mw)
    elif isinstance(error, SignedOutError):
        tooltip("Glossa: signed out. Please sign in again.", parent=mw)
    elif isinstance(error, UsageError):
        showWarning(error.detail, title="Glossa")
    else:
        showWarning(f"Glossa: {error}", title="Glossa")
