"""A double of the part of Anki's collection API the add-on calls, behaving like Anki where the add-on's
correctness depends on it.

Read against Anki's own source (ankitects/anki; the 2.1.50 tag, 23.10, 25.02/25.07 and main):
- pylib/anki/collection.py: new_note, add_note(note, deck_id) (sets note.id), add_notes(requests) (23.10 on;
  each request has .note and .deck_id), get_note, update_note, update_notes(notes), remove_notes(ids),
  find_notes(query, order=False, reverse=False), find_cards(query, order=False, reverse=False), get_card,
  get_config/set_config(key, val, *, undoable=False), add_custom_undo_entry(name) -> step,
  merge_undo_entries(step), undo(), undo_status().
- rslib/src/undo/mod.rs: an undo queue of at most 30 steps (UNDO_LIMIT); every undoable operation that changed
  something is one step, a custom entry is a step even when empty; merge_undoable_ops(step) folds the steps
  after `step` into it and fails with "target undo op not found" once that step has fallen off the queue.
- rslib notes: every field is stripped of ASCII control characters other than newline and tab, then NFC
  normalised, when a note is added or saved; an unchanged note saves nothing (no undo step).
- rslib add_note: a deck id that is missing or a filtered deck puts the cards in Default (deck 1) silently.
- anki/notes.py: note["unknown field"] raises KeyError.
- decks.py: add_normal_deck_with_name returns an existing deck of that name (filtered or not),
  all_names_and_ids(skip_empty_default=False, include_filtered=True), get(did, default=True) -> dict or None.
- media.py: write_data(desired_fname, data) -> the name actually used.

Search: only the query forms the add-on sends are understood; anything else raises, so a new kind of
query cannot slip in untested.
"""
from __future__ import annotations

import copy
import itertools
import re
import unicodedata
from typing import Any, Callable, Dict, List, Optional, Sequence

from anki_managers import DEFAULT_DECK_ID, DeckManager, MediaManager, ModelManager
from anki_undo import (  # noqa: F401 - re-exported for the tests
    UNDO_LIMIT,
    InvalidInput,
    OpChanges,
    OpChangesWithCount,
    OpChangesWithId,
    UndoEmpty,
    UndoQueue,
    UndoStatus,
)


class NotFoundError(Exception):
    """Anki raises anki.errors.NotFoundError for a missing note."""


def normalize_field(text: str) -> str:
    """What Anki does to a field's text when a note is saved."""
    text = "".join(c for c in text if not (ord(c) < 128 and unicodedata.category(c) == "Cc") or c in "\n\t")
    return unicodedata.normalize("NFC", text)


class Note:
    """anki.notes.Note: fields by name, keys(), id (0 until added), mid."""

    def __init__(self, col: "Collection", notetype: Dict[str, Any], id: int = 0,
                 fields: Optional[List[str]] = None) -> None:
        self._names = [f["name"] for f in notetype["flds"]]
        self.mid = notetype["id"]
        self.id = id
        self.fields = list(fields) if fields is not None else [""] * len(self._names)

    def keys(self) -> List[str]:
        return list(self._names)

    def _index(self, key: str) -> int:
        if key not in self._names:
            raise KeyError(key)  # anki.notes.Note._field_index
        return self._names.index(key)

    def __getitem__(self, key: str) -> str:
        return self.fields[self._index(key)]

    def __setitem__(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError("field values are strings")
        self.fields[self._index(key)] = value

    def __contains__(self, key: str) -> bool:
        return key in self._names


class AddNoteRequest:
    """anki.collection.AddNoteRequest (23.10 on)."""

    def __init__(self, note: Note, deck_id: int) -> None:
        self.note, self.deck_id = note, deck_id


class Card:
    """anki.cards.Card: the fields the add-on reads (nid) and the ones tests set (ivl, did)."""

    def __init__(self, id: int, nid: int, did: int) -> None:
        self.id, self.nid, self.did, self.ivl = id, nid, did, 0


_BY_ID = re.compile(r'^"GlossaId:(\d+)"$')
_ALL_GLOSSA = '"GlossaId:_*"'
_MATURE = re.compile(r'^"GlossaId:_\*" prop:ivl>=(\d+)$')


class Collection:
    """The collection double. Notes and cards live in dicts; each note gets one card per template.

    Set `modern=False` for the API of Anki before 23.10 (no add_notes)."""

    def __init__(self, modern: bool = True) -> None:
        self._ids = itertools.count(1_700_000_000_000)
        self.undo_queue = UndoQueue()
        self.models = ModelManager(self)
        self.decks = DeckManager(self)
        self.media = MediaManager()
        self._notes: Dict[int, Dict[str, Any]] = {}
        self._cards: Dict[int, Card] = {}
        self._config: Dict[str, Any] = {}
        self.schema_changes = 0
        self.calls: List[str] = []  # which note-changing methods were called, in order
        if not modern:
            self.add_notes = None  # type: ignore[assignment]  # Anki before 23.10 has no add_notes

    # -- notes ------------------------------------------------------------------------------------------

    def new_note(self, notetype: Dict[str, Any]) -> Note:
        return Note(self, notetype)

    def _add(self, note: Note, deck_id: int) -> List[Callable[[], None]]:
        if note.id:
            raise ValueError("note already added")
        deck = self.decks._decks.get(int(deck_id))
        if deck is None or deck["dyn"]:
            deck_id = DEFAULT_DECK_ID  # rslib: a missing or filtered deck falls back to Default
        note.fields = [normalize_field(v) for v in note.fields]
        note.id = next(self._ids)
        nid = note.id
        self._notes[nid] = {"mid": note.mid, "fields": list(note.fields)}
        for _ in self.models._by_id[note.mid]["tmpls"]:
            card = Card(next(self._ids), nid, deck_id)
            self._cards[card.id] = card

        def revert() -> None:
            self._notes.pop(nid, None)
            for cid in [c.id for c in self._cards.values() if c.nid == nid]:
                del self._cards[cid]

        return [revert]

    def add_note(self, note: Note, deck_id: int) -> OpChanges:
        self.calls.append("add_note")
        self.undo_queue.record("Add Note", ["note", "card"], self._add(note, deck_id))
        return OpChanges(note=True, card=True)

    def add_notes(self, requests: Sequence[AddNoteRequest]) -> OpChanges:
        self.calls.append("add_notes")
        reverts: List[Callable[[], None]] = []
        for request in requests:
            reverts += self._add(request.note, request.deck_id)
        self.undo_queue.record("Add Note", ["note", "card"], reverts)
        return OpChanges(note=True, card=True)

    def get_note(self, id: int) -> Note:
        stored = self._notes.get(int(id))
        if stored is None:
            raise NotFoundError(f"no note {id}")
        return Note(self, self.models._by_id[stored["mid"]], int(id), stored["fields"])

    def _update(self, note: Note) -> List[Callable[[], None]]:
        if note.id not in self._notes:
            raise NotFoundError(f"no note {note.id}")
        note.fields = [normalize_field(v) for v in note.fields]
        before = list(self._notes[note.id]["fields"])
        if before == note.fields:
            return []  # nothing changed: Anki saves nothing and adds no undo step
        nid = note.id
        self._notes[nid]["fields"] = list(note.fields)

        def revert() -> None:
            if nid in self._notes:
                self._notes[nid]["fields"] = before

        return [revert]

    def update_note(self, note: Note, skip_undo_entry: bool = False) -> OpChanges:
        self.calls.append("update_note")
        self.undo_queue.record("Update Note", ["note"], self._update(note))
        return OpChanges(note=True)

    def update_notes(self, notes: Sequence[Note], skip_undo_entry: bool = False) -> OpChanges:
        self.calls.append("update_notes")
        reverts: List[Callable[[], None]] = []
        for note in notes:
            reverts += self._update(note)
        self.undo_queue.record("Update Note", ["note"], reverts)
        return OpChanges(note=True)

    def remove_notes(self, note_ids: Sequence[int]) -> OpChangesWithCount:
        self.calls.append("remove_notes")
        reverts: List[Callable[[], None]] = []
        count = 0
        for nid in note_ids:
            stored = self._notes.pop(int(nid), None)
            if stored is None:
                continue
            count += 1
            cards = [c for c in self._cards.values() if c.nid == int(nid)]
            for card in cards:
                del self._cards[card.id]

            def revert(nid: int = int(nid), stored: Dict[str, Any] = stored, cards: List[Card] = cards) -> None:
                self._notes[nid] = stored
                for card in cards:
                    self._cards[card.id] = card

            reverts.append(revert)
        self.undo_queue.record("Delete Note", ["note", "card"], reverts)
        return OpChangesWithCount(count, note=True, card=True)

    # -- search -----------------------------------------------------------------------------------------

    def find_notes(self, query: str, order: Any = False, reverse: bool = False) -> Sequence[int]:
        if query == _ALL_GLOSSA:
            return [nid for nid, stored in self._notes.items() if self._field(stored, "GlossaId")]
        match = _BY_ID.match(query)
        if not match:
            raise ValueError(f"the double does not understand this search: {query!r}")
        return [nid for nid, stored in self._notes.items() if self._field(stored, "GlossaId") == match.group(1)]

    def find_cards(self, query: str, order: Any = False, reverse: bool = False) -> Sequence[int]:
        match = _MATURE.match(query)
        if not match:
            raise ValueError(f"the double does not understand this search: {query!r}")
        minimum = int(match.group(1))
        return [c.id for c in self._cards.values()
                if c.ivl >= minimum and self._field(self._notes[c.nid], "GlossaId")]

    def get_card(self, id: int) -> Card:
        return self._cards[int(id)]

    def _field(self, stored: Dict[str, Any], name: str) -> str:
        names = [f["name"] for f in self.models._by_id[stored["mid"]]["flds"]]
        return stored["fields"][names.index(name)] if name in names else ""

    # -- config -----------------------------------------------------------------------------------------

    def get_config(self, key: str, default: Any = None) -> Any:
        return copy.deepcopy(self._config.get(key, default))

    def set_config(self, key: str, val: Any, *, undoable: bool = False) -> OpChanges:
        missing = key not in self._config
        before = self._config.get(key)
        self._config[key] = copy.deepcopy(val)
        if undoable:
            def revert() -> None:
                if missing:
                    self._config.pop(key, None)
                else:
                    self._config[key] = before

            self.undo_queue.record("Update Config", ["config"], [revert])
        return OpChanges(config=True)

    # -- undo -------------------------------------------------------------------------------------------

    def add_custom_undo_entry(self, name: str) -> int:
        return self.undo_queue.add_custom(name)

    def merge_undo_entries(self, target: int) -> OpChanges:
        return self.undo_queue.merge(target)

    def undo_status(self) -> UndoStatus:
        front = self.undo_queue.steps[0] if self.undo_queue.steps else None
        return UndoStatus(front.name if front else "", "", self.undo_queue.counter)

    def undo(self) -> OpChanges:
        if not self.undo_queue.steps:
            raise UndoEmpty()
        step = self.undo_queue.steps.popleft()
        for revert in reversed(step.reverts):
            revert()
        return OpChanges(**{k: True for k in step.kinds})

    # -- test helpers (not Anki API): what a learner does in Anki -------------------------------------

    def notes_in_deck(self, did: int) -> List[Note]:
        nids = sorted({c.nid for c in self._cards.values() if c.did == did})
        return [self.get_note(nid) for nid in nids]

    def all_notes(self) -> List[Note]:
        return [self.get_note(nid) for nid in sorted(self._notes)]

    def edit(self, nid: int, field: str, value: str) -> None:
        note = self.get_note(nid)
        note[field] = value
        self.update_note(note)

    def cards_of(self, nid: int) -> List[Card]:
        return [c for c in self._cards.values() if c.nid == nid]

    def snapshot(self) -> "Collection":
        """A copy as a backup or AnkiWeb would hold it (its undo queue is not part of the file)."""
        copied = copy.deepcopy(self)
        copied.undo_queue = UndoQueue()
        return copied
