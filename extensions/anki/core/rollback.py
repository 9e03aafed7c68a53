"""Noticing that the collection went back since the last sync: Undo Glossa sync, a full download from
AnkiWeb, a restored backup. Each sync that writes leaves a mark both in state.json and in the collection's
config (written undoably inside the sync's undo entry), so the two disagree exactly when the collection no
longer holds the last syncs.
"""
from __future__ import annotations

import uuid
from typing import Any, Dict, Optional, Set

from .notes import FIELD_ID

MARK_KEY_PREFIX = "glossa_sync_mark_"
MARKS_KEPT = 100


def new_mark() -> str:
    return uuid.uuid4().hex[:12]


def mark_key(state: Dict[str, Any]) -> str:
    """The collection config key of this profile folder's marks. One key per add-on install, made on first
    use: the config travels with AnkiWeb sync, and another device's syncs must not look like a rollback."""
    if not state.get("device"):
        state["device"] = new_mark()
    return MARK_KEY_PREFIX + str(state["device"])


def remember_mark(state: Dict[str, Any], mark: str) -> None:
    state["marks"] = (state.get("marks") or [])[-(MARKS_KEPT - 1):] + [mark]


def reconcile(col: Any, state: Dict[str, Any]) -> bool:
    """When the collection no longer holds the last syncs, forgets the records of the notes those syncs
    added (so they are added again, not taken as deleted by the learner) and makes every linked deck read
    from the start. Returns True when it did; the caller then fetches again."""
    marks = state.get("marks") or []
    current = col.get_config(mark_key(state))
    if not marks or current == marks[-1]:
        return False
    # Marks after the collection's own are syncs it lost; a mark not in the list means it cannot be told.
    lost: Optional[Set[str]] = set(marks[marks.index(current) + 1:]) if current in marks else None
    present = {int(n) for n in col.find_notes(f'"{FIELD_ID}:_*"')}
    for key, record in list(state["cards"].items()):
        note_id = record.get("note_id")
        if not note_id or int(note_id) in present:
            continue
        if lost is None or record.get("added_mark") in lost:
            del state["cards"][key]
    for link in state["links"].values():
        link["since"] = None
    state["marks"] = marks[: marks.index(current) + 1] if current in marks else []
    return True
