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
from collections import deque
from typing import Any, Callable, Deque, Dict, List, Optional, Sequence

UNDO_LIMIT = 30
DEFAULT_DECK_ID = 1


class NotFoundError(Exception):
    """Anki raises anki.errors.NotFoundError for a missing note."""


class InvalidInput(Exception):
    """anki.errors.InvalidInput: what the backend raises for a bad merge target."""


class UndoEmpty(Exception):
    """anki.errors.UndoEmpty."""


class OpChanges:
    def __init__(self, **changes: bool) -> None:
        self.note = bool(changes.get("note"))
        self.card = bool(changes.get("card"))
        self.deck = bool(changes.get("deck"))
        self.notetype = bool(changes.get("notetype"))
        self.config = bool(changes.get("config"))


class OpChangesWithId(OpChanges):
    def __init__(self, id: int, **changes: bool) -> None:
        super().__init__(**changes)
        self.id = id


class OpChangesWithCount(OpChanges):
    def __init__(self, count: int, **changes: bool) -> None:
        super().__init__(**changes)
        self.count = count


class UndoStatus:
    def __init__(self, undo: str, redo: str, last_step: int) -> None:
        self.undo, self.redo, self.last_step = undo, redo, last_step


def normalize_field(text: str) -> str:
    """What Anki does to a field's text when a note is saved."""
    text = "".join(c for c in text if not (ord(c) < 128 and unicodedata.category(c) == "Cc") or c in "\n\t")
    return unicodedata.normalize("NFC", text)


class _Step:
    def __init__(self, name: str, counter: int, custom: bool = False) -> None:
        self.name = name
        self.counter = counter
        self.custom = custom
        self.reverts: List[Callable[[], None]] = []  # applied last-first on undo
        self.kinds: set = set()


class UndoQueue:
    """rslib's UndoManager: steps newest first, at most UNDO_LIMIT of them, each with a counter."""

    def __init__(self) -> None:
        self.steps: Deque[_Step] = deque()
        self.counter = 0

    def record(self, name: str, kinds: Sequence[str], reverts: List[Callable[[], None]]) -> None:
        if not reverts:
            return  # an op that changed nothing leaves no step
        self.counter += 1
        step = _Step(name, self.counter)
        step.reverts, step.kinds = list(reverts), set(kinds)
        self._push(step)

    def add_custom(self, name: str) -> int:
        self.counter += 1
        self._push(_Step(name, self.counter, custom=True))
        return self.counter

    def _push(self, step: _Step) -> None:
        while len(self.steps) > UNDO_LIMIT - 1:
            self.steps.pop()
        self.steps.appendleft(step)

    def merge(self, starting_from: int) -> OpChanges:
        index = next((i for i, s in enumerate(self.steps) if s.counter == starting_from), None)
        if index is None:
            raise InvalidInput("target undo op not found")
        removed = [self.steps.popleft() for _ in range(index)]
        target = self.steps[0]
        for step in reversed(removed):  # oldest first, so reverts stay in the order they happened
            target.reverts.extend(step.reverts)
            target.kinds |= step.kinds
        return OpChanges(**{k: True for k in target.kinds})

    def clear(self) -> None:
        self.steps.clear()


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


class ModelManager:
    def __init__(self, col: "Collection") -> None:
        self._col = col
        self._by_id: Dict[int, Dict[str, Any]] = {}

    def get(self, id: Any) -> Optional[Dict[str, Any]]:
        if id is None:
            return None
        found = self._by_id.get(int(id))
        return copy.deepcopy(found) if found else None

    def by_name(self, name: str) -> Optional[Dict[str, Any]]:
        for notetype in self._by_id.values():
            if notetype["name"] == name:
                return copy.deepcopy(notetype)
        return None

    def new(self, name: str) -> Dict[str, Any]:
        return {"id": 0, "name": name, "flds": [], "tmpls": [], "css": ".card {}", "sortf": 0, "type": 0}

    def new_field(self, name: str) -> Dict[str, Any]:
        assert isinstance(name, str)
        return {"name": name, "ord": None, "sticky": False, "rtl": False, "font": "Arial", "size": 20}

    def add_field(self, notetype: Dict[str, Any], field: Dict[str, Any]) -> None:
        notetype["flds"].append(field)

    def new_template(self, name: str) -> Dict[str, Any]:
        return {"name": name, "ord": None, "qfmt": "", "afmt": ""}

    def add_template(self, notetype: Dict[str, Any], template: Dict[str, Any]) -> None:
        notetype["tmpls"].append(template)

    def add_dict(self, notetype: Dict[str, Any]) -> OpChangesWithId:
        if not notetype["flds"] or not notetype["tmpls"]:
            raise ValueError("a note type needs fields and a template")
        stored = copy.deepcopy(notetype)
        if self.by_name(stored["name"]) is not None:
            stored["name"] += "-dup"  # Anki's ensure_name_unique adds a checksum suffix
        stored["id"] = next(self._col._ids)
        for ord_, item in enumerate(stored["flds"]):
            item["ord"] = ord_
        for ord_, item in enumerate(stored["tmpls"]):
            item["ord"] = ord_
        self._by_id[stored["id"]] = stored
        self._col.schema_changes += 1
        self._col.undo_queue.record("Add Notetype", ["notetype"],
                                    [lambda: self._by_id.pop(stored["id"], None)])
        return OpChangesWithId(stored["id"], notetype=True)

    # test helper (not Anki API): what a learner does in the note type editor
    def _edit(self, notetype_id: int, **changes: Any) -> None:
        self._by_id[notetype_id].update(changes)


class DeckManager:
    def __init__(self, col: "Collection") -> None:
        self._col = col
        self._decks: Dict[int, Dict[str, Any]] = {DEFAULT_DECK_ID: {"id": DEFAULT_DECK_ID, "name": "Default",
                                                                    "dyn": 0}}

    def id_for_name(self, name: str) -> Optional[int]:
        for did, deck in self._decks.items():
            if deck["name"].lower() == name.lower():  # Anki compares deck names without case
                return did
        return None

    def add_normal_deck_with_name(self, name: str) -> OpChangesWithId:
        """"If deck exists, return existing id" (decks.py), whatever kind of deck it is."""
        existing = self.id_for_name(name)
        if existing is not None:
            return OpChangesWithId(existing)
        did = next(self._col._ids)
        self._decks[did] = {"id": did, "name": name, "dyn": 0}
        self._col.undo_queue.record("Add Deck", ["deck"], [lambda: self._decks.pop(did, None)])
        return OpChangesWithId(did, deck=True)

    def get(self, did: int, default: bool = True) -> Optional[Dict[str, Any]]:
        deck = self._decks.get(int(did))
        if deck is None:
            return copy.deepcopy(self._decks[DEFAULT_DECK_ID]) if default else None
        return copy.deepcopy(deck)

    def name(self, did: int, default: bool = False) -> str:
        return self._decks[did]["name"]

    def all_names_and_ids(self, skip_empty_default: bool = False, include_filtered: bool = True) -> List[Any]:
        class _NameId:
            def __init__(self, deck: Dict[str, Any]) -> None:
                self.id, self.name = deck["id"], deck["name"]

        return [_NameId(d) for d in self._decks.values() if include_filtered or not d["dyn"]]

    # test helpers (not Anki API): what a learner does in the deck list
    def _add_filtered(self, name: str) -> int:
        did = next(self._col._ids)
        self._decks[did] = {"id": did, "name": name, "dyn": 1}
        return did

    def _delete(self, did: int) -> None:
        """Deleting a deck deletes its cards, and notes left without cards."""
        self._decks.pop(int(did))
        gone = [c for c in self._col._cards.values() if c.did == did]
        for card in gone:
            del self._col._cards[card.id]
        for nid in {c.nid for c in gone}:
            if not self._col.cards_of(nid):
                self._col._notes.pop(nid, None)


class MediaManager:
    def __init__(self) -> None:
        self.files: Dict[str, bytes] = {}

    def write_data(self, desired_fname: str, data: bytes) -> str:
        name = desired_fname
        if name in self.files and self.files[name] != data:
            stem, dot, ext = desired_fname.rpartition(".")
            name = f"{stem}-{len(self.files)}.{ext}" if dot else f"{desired_fname}-{len(self.files)}"
        self.files[name] = data
        return name


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
