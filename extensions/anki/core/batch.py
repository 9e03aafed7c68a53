"""One sync's changes to the collection, written as few undo steps as Anki allows under one "Glossa sync"
undo entry, and nothing at all (no entry either) when there is nothing to change.

Anki keeps the last 30 undo steps; a custom entry can only absorb the steps that follow it while it is still
among them ("target undo op not found" otherwise). So notes are added with one `add_notes` call where Anki
has it (23.10 on), updated with one `update_notes` and removed with one `remove_notes`; where a call has to
be repeated per note (add_note before 23.10), the steps are folded into the entry every few calls.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

UNDO_LABEL = "Glossa sync"
# Steps between two merges when notes are added one by one; well under Anki's 30 so the entry never falls off.
MERGE_EVERY = 20


@dataclass
class AddNoteRequest:
    """What Anki's add_notes reads from each request (anki.collection.AddNoteRequest has the same two)."""

    note: Any
    deck_id: int


@dataclass
class PendingChanges:
    """Changes collected while a sync is worked out, written at the end by `write_changes`."""

    adds: List[AddNoteRequest] = field(default_factory=list)
    updates: Dict[int, Any] = field(default_factory=dict)  # note id -> note
    removes: List[int] = field(default_factory=list)
    config: Dict[str, Any] = field(default_factory=dict)  # written undoably together with the notes

    def empty(self) -> bool:
        return not (self.adds or self.updates or self.removes)


def _set_config_undoable(col: Any, key: str, value: Any) -> None:
    try:
        col.set_config(key, value, undoable=True)  # 2.1.45 on; part of the entry, so Undo takes it back too
    except TypeError:
        # Not written at all: where set_config cannot join the undo entry it runs outside undo, and that
        # clears Anki's undo queue (the entry would be gone before the merge).
        pass


def write_changes(col: Any, pending: PendingChanges, label: str = UNDO_LABEL) -> Optional[Any]:
    """Writes `pending` as one undo entry named `label`; returns Anki's OpChanges, or None when nothing
    changed (then no undo entry is added, so the learner's own last undo stays on top)."""
    if pending.empty():
        return None
    target = col.add_custom_undo_entry(label)
    steps = 0

    def step() -> None:
        nonlocal steps
        steps += 1
        if steps >= MERGE_EVERY:
            col.merge_undo_entries(target)
            steps = 0

    if pending.adds:
        add_notes = getattr(col, "add_notes", None)
        if callable(add_notes):
            add_notes(pending.adds)
            step()
        else:
            for request in pending.adds:
                col.add_note(request.note, request.deck_id)
                step()
    if pending.updates:
        notes = list(pending.updates.values())
        update_notes = getattr(col, "update_notes", None)
        if callable(update_notes):
            update_notes(notes)
            step()
        else:
            for note in notes:
                col.update_note(note)
                step()
    if pending.removes:
        col.remove_notes(list(pending.removes))
        step()
    for key, value in pending.config.items():
        _set_config_undoable(col, key, value)
        step()
    return col.merge_undo_entries(target)
