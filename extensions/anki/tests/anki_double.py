"""A double of the part of Anki's collection API the add-on's core calls, and nothing more.

Signatures checked against Anki's own source (ankitects/anki, pylib/anki): models.py of the 2.1.5x/2.1.6x
line (ModelManager.get/by_name/new/new_field/add_field/new_template/add_template/add_dict -> OpChangesWithId),
collection.py note and search methods (new_note(notetype), add_note(note, deck_id) -> OpChanges and sets
note.id, get_note(id), update_note(note) -> OpChanges, remove_notes(note_ids), find_notes(*terms),
find_cards(query, order=False, reverse=False), get_card(id)), decks.py (add_normal_deck_with_name(name) ->
OpChangesWithId, "If deck exists, return existing id"; name(did)) and media.py (write_data(desired_fname,
data) -> the name actually used). These have kept their shape from Anki 2.1.50 (the add-on's oldest) on.

Search: only the two query forms the engine sends are understood ('"GlossaId:<n>"' and
'"GlossaId:_*" prop:ivl>=<n>'); anything else raises, so a new kind of query cannot slip in untested.
"""
from __future__ import annotations

import copy
import itertools
import re
from typing import Any, Dict, List, Optional, Sequence


class NotFoundError(Exception):
    """Anki raises anki.errors.NotFoundError for a missing note."""


class OpChanges:
    pass


class OpChangesWithId(OpChanges):
    def __init__(self, id: int) -> None:
        self.id = id


class OpChangesWithCount(OpChanges):
    def __init__(self, count: int) -> None:
        self.count = count


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

    def __getitem__(self, key: str) -> str:
        return self.fields[self._names.index(key)]  # ValueError like Anki's KeyError for a bad name

    def __setitem__(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError("field values are strings")
        self.fields[self._names.index(key)] = value


class Card:
    """anki.cards.Card: the fields the engine reads (nid) and the ones tests set (ivl, did)."""

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
        return OpChangesWithId(stored["id"])

    # test helper (not Anki API): what a learner does in the note type editor
    def _edit(self, notetype_id: int, **changes: Any) -> None:
        self._by_id[notetype_id].update(changes)


class DeckManager:
    def __init__(self, col: "Collection") -> None:
        self._col = col
        self._names: Dict[int, str] = {1: "Default"}

    def add_normal_deck_with_name(self, name: str) -> OpChangesWithId:
        for did, existing in self._names.items():
            if existing == name:
                return OpChangesWithId(did)
        did = next(self._col._ids)
        self._names[did] = name
        return OpChangesWithId(did)

    def name(self, did: int, default: bool = False) -> str:
        return self._names[did]


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
_MATURE = re.compile(r'^"GlossaId:_\*" prop:ivl>=(\d+)$')


class Collection:
    """The collection double. Notes and cards live in dicts; each note gets one card per template."""

    def __init__(self) -> None:
        self._ids = itertools.count(1_700_000_000_000)
        self.models = ModelManager(self)
        self.decks = DeckManager(self)
        self.media = MediaManager()
        self._notes: Dict[int, Dict[str, Any]] = {}
        self._cards: Dict[int, Card] = {}
        self.schema_changes = 0

    def new_note(self, notetype: Dict[str, Any]) -> Note:
        return Note(self, notetype)

    def add_note(self, note: Note, deck_id: int) -> OpChanges:
        if note.id:
            raise ValueError("note already added")
        if deck_id not in self.decks._names:
            raise NotFoundError(f"no deck {deck_id}")
        note.id = next(self._ids)
        self._notes[note.id] = {"mid": note.mid, "fields": list(note.fields)}
        for _ in self.models._by_id[note.mid]["tmpls"]:
            card = Card(next(self._ids), note.id, deck_id)
            self._cards[card.id] = card
        return OpChanges()

    def get_note(self, id: int) -> Note:
        stored = self._notes.get(int(id))
        if stored is None:
            raise NotFoundError(f"no note {id}")
        return Note(self, self.models._by_id[stored["mid"]], int(id), stored["fields"])

    def update_note(self, note: Note) -> OpChanges:
        if note.id not in self._notes:
            raise NotFoundError(f"no note {note.id}")
        self._notes[note.id]["fields"] = list(note.fields)
        return OpChanges()

    def remove_notes(self, note_ids: Sequence[int]) -> OpChangesWithCount:
        count = 0
        for nid in note_ids:
            if self._notes.pop(int(nid), None) is not None:
                count += 1
                for cid in [c.id for c in self._cards.values() if c.nid == nid]:
                    del self._cards[cid]
        return OpChangesWithCount(count)

    def find_notes(self, *terms: str) -> Sequence[int]:
        (query,) = terms
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

    # test helpers (not Anki API): what a learner does in Anki
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
