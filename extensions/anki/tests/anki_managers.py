"""The collection double's note types, decks and media (pylib/anki/models.py, decks.py, media.py)."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Dict, List, Optional

from anki_undo import OpChangesWithId

if TYPE_CHECKING:
    from anki_double import Collection

DEFAULT_DECK_ID = 1


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
