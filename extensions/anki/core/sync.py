"""The sync engine: links Glossa decks to Anki decks and pulls their cards into "Glossa" notes.

It only uses this subset of Anki's collection API (the collection double in tests/anki_double.py implements
exactly it): col.models.{get, by_name, new, new_field, add_field, new_template, add_template, add_dict},
col.decks.{add_normal_deck_with_name, name}, col.find_notes, col.find_cards, col.get_card, col.new_note,
col.add_note, col.get_note, col.update_note, col.remove_notes, col.media.write_data, and on a note
keys(), [field], .id; on a card .nid.

Rules (also in config.md):
- Notes are matched by their hidden GlossaId field, never duplicated.
- The learner's own edits win: a field whose value differs from what the add-on last wrote there is left
  alone and reported as a conflict (once per change on Glossa's side).
- A card deleted on Glossa removes its note, unless the learner edited that note (then it is kept and reported).
- A note the learner deleted in Anki is not added again.
- Unlink stops syncing and leaves every note in place. Offline, nothing changes; the next refresh continues
  from the last position of the change feed.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional

from .api import EPOCH, GlossaApi
from .errors import ApiError, OfflineError, SignedOutError
from .notes import (
    CSS,
    BACK_TEMPLATE,
    FIELD_AUDIO,
    FIELD_ID,
    FIELDS,
    FRONT_TEMPLATE,
    NOTE_TYPE_NAME,
    SYNCED_FIELDS,
    TEMPLATE_NAME,
    audio_file_name,
    card_to_fields,
    value_hash,
)
from .state import StateStore, link_of

MATURE_INTERVAL_DAYS = 21
_SHORT_LANG = {"ko_KR": "ko", "en_US": "en", "fr_FR": "fr", "es_ES": "es", "ja_JP": "ja"}


@dataclass
class SyncReport:
    """What one refresh did, for the Decks tab and tooltips."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: int = 0
    conflicts: List[Dict[str, Any]] = field(default_factory=list)
    offline: bool = False
    signed_out: bool = False
    deck_deleted: List[int] = field(default_factory=list)
    errors: List[str] = field(default_factory=list)
    learned_sent: int = 0

    def merge(self, other: "SyncReport") -> None:
        """Adds another deck's report to this one."""
        for name in ("added", "updated", "removed", "unchanged", "skipped", "learned_sent"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.conflicts += other.conflicts
        self.deck_deleted += other.deck_deleted
        self.errors += other.errors
        self.offline = self.offline or other.offline
        self.signed_out = self.signed_out or other.signed_out

    def summary(self) -> str:
        """One line for a tooltip. Example: "Glossa: 3 added, 1 updated, 0 removed"."""
        if self.signed_out:
            return "Glossa: signed out. Please sign in again."
        if self.offline:
            return "Glossa: offline, showing what was last pulled."
        text = f"Glossa: {self.added} added, {self.updated} updated, {self.removed} removed"
        if self.conflicts:
            text += f", {len(self.conflicts)} kept your edits"
        return text


def _now_iso() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class SyncEngine:
    """Pulls linked Glossa decks into an Anki collection.

    Example:
        engine = SyncEngine(api, state_store, include_audio=True)
        engine.link(col, {"id": 3, "name": "Korean"}, "Glossa::Korean")
        engine.refresh_all(col)
    """

    def __init__(self, api: GlossaApi, store: StateStore, include_audio: bool = True,
                 now: Callable[[], str] = _now_iso) -> None:
        self.api = api
        self.store = store
        self.include_audio = include_audio
        self.now = now

    # -- note type --------------------------------------------------------------------------------------

    def ensure_note_type(self, col: Any) -> Dict[str, Any]:
        """The "Glossa" note type: created when missing, otherwise used as it is (templates never rewritten)."""
        state = self.store.load()
        notetype = col.models.get(state.get("notetype_id")) if state.get("notetype_id") else None
        notetype = notetype or col.models.by_name(NOTE_TYPE_NAME)
        if notetype is None:
            notetype = col.models.new(NOTE_TYPE_NAME)
            for name in FIELDS:
                col.models.add_field(notetype, col.models.new_field(name))
            template = col.models.new_template(TEMPLATE_NAME)
            template["qfmt"] = FRONT_TEMPLATE
            template["afmt"] = BACK_TEMPLATE
            col.models.add_template(notetype, template)
            notetype["css"] = CSS
            added = col.models.add_dict(notetype)
            notetype = col.models.get(added.id)
        state["notetype_id"] = notetype["id"]
        self.store.save(state)
        return notetype

    # -- linking ----------------------------------------------------------------------------------------

    def link(self, col: Any, remote_deck: Dict[str, Any], local_deck_name: str,
             card_ids: Optional[Iterable[int]] = None) -> SyncReport:
        """Links a Glossa deck to an Anki deck (created when missing) and pulls it.

        `card_ids` chooses which cards to import (None: all of them, and new ones later on).
        """
        deck_id = col.decks.add_normal_deck_with_name(local_deck_name).id
        state = self.store.load()
        state["links"][str(int(remote_deck["id"]))] = {
            "remote_id": int(remote_deck["id"]),
            "remote_name": str(remote_deck.get("name", "")),
            "deck_id": int(deck_id),
            "deck_name": local_deck_name,
            "since": None,
            "selected": None if card_ids is None else sorted({int(i) for i in card_ids}),
            "available": [],
            "card_count": 0,
            "last_sync": None,
        }
        self.store.save(state)
        return self.refresh(col, int(remote_deck["id"]))

    def select_cards(self, col: Any, remote_id: int, card_ids: Optional[Iterable[int]]) -> SyncReport:
        """Changes which cards of a linked deck are imported and pulls again (cards left out stay in Anki)."""
        state = self.store.load()
        link = link_of(state, remote_id)
        if link is None:
            raise KeyError(f"deck {remote_id} is not linked")
        link["selected"] = None if card_ids is None else sorted({int(i) for i in card_ids})
        link["since"] = None  # read the whole deck again; unchanged notes are left as they are
        self.store.save(state)
        return self.refresh(col, remote_id)

    def unlink(self, remote_id: int) -> None:
        """Stops syncing a deck. Its notes stay in Anki, and their records stay so a re-link finds them."""
        state = self.store.load()
        state["links"].pop(str(int(remote_id)), None)
        self.store.save(state)

    def links(self) -> List[Dict[str, Any]]:
        """The linked decks as last pulled (shown offline too)."""
        return list(self.store.load()["links"].values())

    # -- pulling ----------------------------------------------------------------------------------------

    def refresh_all(self, col: Any) -> SyncReport:
        """Refreshes every linked deck; stops early when offline or signed out."""
        report = SyncReport()
        for link in self.links():
            one = self.refresh(col, link["remote_id"])
            report.merge(one)
            if one.offline or one.signed_out:
                break
        return report

    def refresh(self, col: Any, remote_id: int) -> SyncReport:
        """Pulls a linked deck's changes since the last pull (everything the first time) and applies them.

        The whole feed is read before anything is written, so a lost connection leaves the collection and
        the state as they were.
        """
        report = SyncReport()
        state = self.store.load()
        link = link_of(state, remote_id)
        if link is None:
            report.errors.append(f"Deck {remote_id} is not linked.")
            return report
        try:
            pages = list(self.api.changes(remote_id, link["since"] or EPOCH))
        except OfflineError:
            report.offline = True
            return report
        except SignedOutError:
            report.signed_out = True
            return report
        except ApiError as error:
            if error.status == 404:
                return self._deck_gone(state, link, report)
            report.errors.append(error.detail)
            return report

        notetype = self.ensure_note_type(col)
        state = self.store.load()
        link = link_of(state, remote_id)
        assert link is not None
        for page in pages:
            deck = page.get("deck") or {}
            if deck.get("deleted"):
                return self._deck_gone(state, link, report)
            if deck.get("name"):
                link["remote_name"] = deck["name"]
            for card in page.get("cards") or []:
                self._apply_card(col, notetype, state, link, card, report)
            for tombstone in page.get("deleted") or []:
                self._apply_deletion(col, state, int(tombstone["id"]), report)
            if page.get("last_update"):
                link["since"] = page["last_update"]
        link["card_count"] = sum(1 for r in state["cards"].values() if r.get("remote_deck") == link["remote_id"]
                                 and r.get("note_id"))
        link["last_sync"] = self.now()
        self.store.save(state)
        return report

    def _deck_gone(self, state: Dict[str, Any], link: Dict[str, Any], report: SyncReport) -> SyncReport:
        """The Glossa deck was deleted: stop syncing it (like Unlink) and keep the notes."""
        state["links"].pop(str(link["remote_id"]), None)
        self.store.save(state)
        report.deck_deleted.append(int(link["remote_id"]))
        return report

    def _find_note_id(self, col: Any, card_id: int) -> Optional[int]:
        found = col.find_notes(f'"{FIELD_ID}:{int(card_id)}"')
        return int(found[0]) if found else None

    def _apply_card(self, col: Any, notetype: Dict[str, Any], state: Dict[str, Any], link: Dict[str, Any],
                    card: Dict[str, Any], report: SyncReport) -> None:
        card_id = int(card["id"])
        selected = link.get("selected")
        if selected is not None and card_id not in selected:
            if card_id not in link["available"]:
                link["available"].append(card_id)
            report.skipped += 1
            return
        key = str(card_id)
        record = state["cards"].get(key)
        note_id = self._find_note_id(col, card_id)
        if note_id is None and record is not None and record.get("note_id"):
            # The learner deleted this note in Anki: respect that and do not bring it back.
            record["note_id"] = None
            report.skipped += 1
            return
        if record is not None and record.get("note_id") is None and note_id is None:
            report.skipped += 1
            return
        audio = (record or {}).get("audio")
        if record is not None and record.get("written") != card.get("written"):
            audio = None  # a new written form needs a new pronunciation
        if self.include_audio and not audio:
            audio = self._audio(col, card)
        fields = card_to_fields(card, link["remote_name"] or link["deck_name"], audio)
        if note_id is None:
            note = col.new_note(notetype)
            for name, value in fields.items():
                if name in note.keys():
                    note[name] = value
            col.add_note(note, link["deck_id"])
            state["cards"][key] = {
                "remote_deck": link["remote_id"], "note_id": int(note.id), "written": card.get("written"),
                "lang": card.get("lang"), "updated_at": card.get("updated_at"), "audio": audio,
                "hashes": {n: value_hash(fields[n]) for n in SYNCED_FIELDS if n in note.keys()},
                "offered": {},
            }
            report.added += 1
            return
        note = col.get_note(note_id)
        record = record or {"hashes": {}, "offered": {}}
        changed, kept = self._merge_fields(note, fields, record)
        if changed:
            col.update_note(note)
            report.updated += 1
        else:
            report.unchanged += 1
        if kept:
            report.conflicts.append({"card_id": card_id, "written": card.get("written"), "fields": kept,
                                     "reason": "edited in Anki"})
            state["conflicts"] = (state.get("conflicts") or [])[-199:] + [report.conflicts[-1]]
        record.update({"remote_deck": link["remote_id"], "note_id": note_id, "written": card.get("written"),
                       "lang": card.get("lang"), "updated_at": card.get("updated_at"), "audio": audio})
        state["cards"][key] = record

    def _merge_fields(self, note: Any, fields: Dict[str, str], record: Dict[str, Any]) -> "tuple[bool, List[str]]":
        """Writes the fields the learner did not edit; returns (anything written, fields kept as edited)."""
        hashes, offered = record.setdefault("hashes", {}), record.setdefault("offered", {})
        changed, kept = False, []
        for name in SYNCED_FIELDS:
            if name not in note.keys():
                continue  # the learner removed this field from the note type
            if name == FIELD_AUDIO and not fields[name] and note[name]:
                continue  # no pronunciation this time (server cannot speak): keep the one there
            current, new = note[name], fields[name]
            last = hashes.get(name)
            edited = last is not None and value_hash(current) != last
            if edited:
                if current == new:
                    hashes[name] = value_hash(new)  # the learner's value is now Glossa's too
                    offered.pop(name, None)
                elif offered.get(name) != value_hash(new):
                    offered[name] = value_hash(new)
                    kept.append(name)
                continue
            if current != new:
                note[name] = new
                changed = True
            hashes[name] = value_hash(new)
        return changed, kept

    def _apply_deletion(self, col: Any, state: Dict[str, Any], card_id: int, report: SyncReport) -> None:
        record = state["cards"].get(str(card_id))
        note_id = self._find_note_id(col, card_id)
        if note_id is not None:
            note = col.get_note(note_id)
            hashes = (record or {}).get("hashes", {})
            edited = [n for n in SYNCED_FIELDS if n in note.keys() and n in hashes
                      and value_hash(note[n]) != hashes[n]]
            if edited:
                report.conflicts.append({"card_id": card_id, "written": (record or {}).get("written"),
                                         "fields": edited, "reason": "deleted on Glossa, kept your edited note"})
            else:
                col.remove_notes([note_id])
                report.removed += 1
        state["cards"].pop(str(card_id), None)

    def _audio(self, col: Any, card: Dict[str, Any]) -> Optional[str]:
        """A pronunciation from the server's speech, stored in Anki's media folder; None when unavailable."""
        short = _SHORT_LANG.get(str(card.get("lang")), "")
        written = str(card.get("written") or "").strip()
        if not short or not written or written.startswith("-"):
            return None
        try:
            data = self.api.speech(short, written)
        except OfflineError:
            return None
        if not data:
            return None
        return col.media.write_data(audio_file_name(card), data)

    # -- Anki's knowledge back to Glossa (optional) ---------------------------------------------------

    def push_mature(self, col: Any, min_interval: int = MATURE_INTERVAL_DAYS) -> SyncReport:
        """Marks as Learned in Glossa the words whose Anki card is mature (interval >= min_interval days)."""
        report = SyncReport()
        state = self.store.load()
        by_note = {r.get("note_id"): r for r in state["cards"].values() if r.get("note_id")}
        sent = set(state.get("learned_sent") or [])
        for card_id in col.find_cards(f'"{FIELD_ID}:_*" prop:ivl>={int(min_interval)}'):
            record = by_note.get(int(col.get_card(card_id).nid))
            if not record or not record.get("written") or not record.get("lang"):
                continue
            key = f"{record['lang']}|{record['written']}"
            if key in sent:
                continue
            try:
                self.api.set_learned(record["written"], record["lang"], self.now())
            except OfflineError:
                report.offline = True
                break
            except SignedOutError:
                report.signed_out = True
                break
            except ApiError as error:
                report.errors.append(error.detail)
                continue
            sent.add(key)
            report.learned_sent += 1
        state["learned_sent"] = sorted(sent)
        self.store.save(state)
        return report
