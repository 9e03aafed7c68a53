"""The sync engine: links Glossa decks to Anki decks and pulls their cards into "Glossa" notes.

A sync has two halves: `fetch` reads the network only (see fetch.py), `apply` works on the collection only
and writes everything as one "Glossa sync" undo entry (see batch.py). `refresh`/`refresh_all` run both.

It only uses this subset of Anki's collection API (the collection double in tests/anki_double.py implements
it the way Anki behaves): col.models.{get, by_name, new, new_field, add_field, new_template, add_template,
add_dict}, col.decks.{add_normal_deck_with_name, get, id_for_name}, col.find_notes, col.find_cards,
col.get_card, col.new_note, col.add_notes (or add_note), col.get_note, col.update_notes (or update_note),
col.remove_notes, col.get_config, col.set_config, col.add_custom_undo_entry, col.merge_undo_entries,
col.media.write_data, and on a note keys(), [field], .id; on a card .nid.

Rules (also in config.md):
- Notes are matched by their hidden GlossaId field, never duplicated; what exists is read from the collection.
- The learner's own edits win: a field whose value differs from every value the add-on wrote there is left
  alone and reported as a conflict (once per change on Glossa's side).
- A card deleted on Glossa removes its note, unless the learner edited that note (then it is kept and reported).
- A note the learner deleted in Anki is not added again; notes missing because the collection went back
  (Undo Glossa sync, a full download from AnkiWeb, a restored backup) are added again.
- Unlink stops syncing and leaves every note in place. Offline, nothing changes; the next refresh continues
  from the last position of the change feed.
"""
from __future__ import annotations

import datetime
from typing import Any, Callable, Dict, Iterable, List, Optional

from .api import GlossaApi
from .batch import UNDO_LABEL, AddNoteRequest, PendingChanges, write_changes
from .errors import UsageError
from .fetch import DeckFetch, Fetched, fetch_decks
from .fields import edited_fields, merge_fields
from .mature import MATURE_INTERVAL_DAYS, MatureWords
from .notes import (
    CSS,
    BACK_TEMPLATE,
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
from .report import SyncReport
from .rollback import mark_key, new_mark, reconcile, remember_mark
from .state import StateStore, link_of

# Above this many cards in a feed, every Glossa note's id is read at once instead of one search per card.
INDEX_ALL_ABOVE = 200

__all__ = ["SyncEngine", "SyncReport", "MATURE_INTERVAL_DAYS", "UNDO_LABEL"]


def _now_iso() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class _Run:
    """One apply's working set: the notes the collection has, and the changes collected so far."""

    def __init__(self, col: Any, notetype: Dict[str, Any], state: Dict[str, Any], mark: str) -> None:
        self.col, self.notetype, self.state, self.mark = col, notetype, state, mark
        self.pending = PendingChanges()
        self.new_notes: Dict[int, Any] = {}  # card id -> note waiting to be added
        self.loaded: Dict[int, Any] = {}  # note id -> note read (and maybe changed) in this run
        self.index: Dict[int, Optional[int]] = {}  # card id -> note id (None: no note), from GlossaId
        self.indexed_all = False

    def index_all(self) -> None:
        """Reads every note's GlossaId at once: cheaper than one search per card for a long feed."""
        self.indexed_all = True
        for nid in self.col.find_notes(f'"{FIELD_ID}:_*"'):
            note = self.note(int(nid))
            try:
                self.index.setdefault(int(note[FIELD_ID]), int(nid))
            except (KeyError, ValueError):
                continue

    def note_id_for(self, card_id: int) -> Optional[int]:
        """The note of a Glossa card, as the collection has it now (never from state.json)."""
        if card_id not in self.index and not self.indexed_all:
            found = self.col.find_notes(f'"{FIELD_ID}:{int(card_id)}"')
            self.index[card_id] = int(found[0]) if found else None
        return self.index.get(card_id)

    def note(self, nid: int) -> Any:
        if nid not in self.loaded:
            self.loaded[nid] = self.col.get_note(nid)
        return self.loaded[nid]


class SyncEngine(MatureWords):
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

    def ensure_note_type(self, col: Any, state: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
        """The "Glossa" note type: created when missing, otherwise used as it is (templates never rewritten)."""
        own = state is None
        state = self.store.load() if own else state
        assert state is not None
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
        if own:
            self.store.save(state)
        return notetype

    # -- linking ----------------------------------------------------------------------------------------

    def add_link(self, col: Any, remote_deck: Dict[str, Any], local_deck_name: str,
                 card_ids: Optional[Iterable[int]] = None) -> int:
        """Links a Glossa deck to a normal Anki deck (made when missing); returns the Anki deck's id.

        Raises UsageError("filtered_deck") for a filtered deck: Anki would put new cards in Default instead.
        `card_ids` chooses which cards to import (None: all of them, and new ones later on).
        """
        name = local_deck_name.strip()
        if not name:
            raise UsageError("deck_name_missing", "Please choose an Anki deck.")
        existing = col.decks.id_for_name(name)
        if existing is not None and (col.decks.get(existing, default=False) or {}).get("dyn"):
            raise UsageError("filtered_deck", f"“{name}” is a filtered deck. Please choose a normal deck.")
        deck_id = col.decks.add_normal_deck_with_name(name).id
        state = self.store.load()
        state["links"][str(int(remote_deck["id"]))] = {
            "remote_id": int(remote_deck["id"]),
            "remote_name": str(remote_deck.get("name", "")),
            "deck_id": int(deck_id),
            "deck_name": name,
            "since": None,
            "selected": None if card_ids is None else sorted({int(i) for i in card_ids}),
            "available": [],
            "card_count": 0,
            "last_sync": None,
        }
        self.store.save(state)
        return int(deck_id)

    def link(self, col: Any, remote_deck: Dict[str, Any], local_deck_name: str,
             card_ids: Optional[Iterable[int]] = None) -> SyncReport:
        """Links a Glossa deck to an Anki deck and pulls it (both halves at once)."""
        self.add_link(col, remote_deck, local_deck_name, card_ids)
        return self.refresh(col, int(remote_deck["id"]))

    def select_cards(self, col: Any, remote_id: int, card_ids: Optional[Iterable[int]]) -> SyncReport:
        """Changes which cards of a linked deck are imported and pulls again (cards left out stay in Anki)."""
        self.set_selection(remote_id, card_ids)
        return self.refresh(col, remote_id)

    def set_selection(self, remote_id: int, card_ids: Optional[Iterable[int]]) -> None:
        state = self.store.load()
        link = link_of(state, remote_id)
        if link is None:
            raise KeyError(f"deck {remote_id} is not linked")
        link["selected"] = None if card_ids is None else sorted({int(i) for i in card_ids})
        link["since"] = None  # read the whole deck again; unchanged notes are left as they are
        self.store.save(state)

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
        return self._fetch_and_apply(col, None)

    def refresh(self, col: Any, remote_id: int) -> SyncReport:
        """Pulls a linked deck's changes since the last pull (everything the first time) and applies them."""
        return self._fetch_and_apply(col, [int(remote_id)])

    def _fetch_and_apply(self, col: Any, remote_ids: Optional[List[int]]) -> SyncReport:
        report = self.apply(col, self.fetch(remote_ids))
        if report.again:
            report.merge(self.apply(col, self.fetch(remote_ids)))
        return report

    def fetch(self, remote_ids: Optional[Iterable[int]] = None) -> Fetched:
        """The network half: no collection needed. `remote_ids` None means every linked deck."""
        state = self.store.load()
        ids = [int(i) for i in remote_ids] if remote_ids is not None else [int(k) for k in state["links"]]
        return fetch_decks(self.api, state, ids, self.include_audio)

    def apply(self, col: Any, fetched: Fetched) -> SyncReport:
        """The collection half: applies what `fetch` read, as one undo entry (none when nothing changes)."""
        report = SyncReport(offline=fetched.offline, signed_out=fetched.signed_out, errors=list(fetched.errors))
        state = self.store.load()
        for remote_id in fetched.gone:
            if state["links"].pop(str(remote_id), None) is not None:
                report.deck_deleted.append(remote_id)
        decks = [d for d in fetched.decks if link_of(state, d.remote_id) is not None]
        if not decks:
            self.store.save(state)
            return report
        if reconcile(col, state):
            report.again = True  # notes to bring back need the whole feed: the caller fetches once more
            self.store.save(state)
            return report
        notetype = self.ensure_note_type(col, state)
        run = _Run(col, notetype, state, new_mark())
        if sum(len(page.get("cards") or []) for deck in decks for page in deck.pages) > INDEX_ALL_ABOVE:
            run.index_all()
        for deck in decks:
            self._apply_deck(run, deck, report)
        if not run.pending.empty():
            run.pending.config[mark_key(state)] = run.mark
            remember_mark(state, run.mark)
        report.changes = write_changes(col, run.pending)
        for card_id, note in run.new_notes.items():
            state["cards"][str(card_id)]["note_id"] = int(note.id)
        for deck in decks:
            link = link_of(state, deck.remote_id)
            if link is not None:
                link["card_count"] = sum(1 for r in state["cards"].values()
                                         if r.get("remote_deck") == link["remote_id"] and r.get("note_id"))
                link["last_sync"] = self.now()
        self.store.save(state)
        return report

    def _usable_deck(self, run: _Run, link: Dict[str, Any], report: SyncReport) -> Optional[int]:
        """The Anki deck new notes go to: made again when it was deleted; None for a filtered deck."""
        col = run.col
        deck = col.decks.get(link["deck_id"], default=False)
        if deck is None:
            existing = col.decks.id_for_name(link["deck_name"])
            if existing is not None and (col.decks.get(existing, default=False) or {}).get("dyn"):
                deck = col.decks.get(existing, default=False)
            else:
                link["deck_id"] = int(col.decks.add_normal_deck_with_name(link["deck_name"]).id)
                report.notices.append(f"The Anki deck “{link['deck_name']}” was missing and was made again.")
                return link["deck_id"]
        if deck.get("dyn"):
            report.errors.append(f"“{deck.get('name', link['deck_name'])}” is a filtered deck: new cards were not "
                                 "added. Unlink the deck and link it to a normal deck.")
            return None
        return int(link["deck_id"])

    def _apply_deck(self, run: _Run, deck: DeckFetch, report: SyncReport) -> None:
        link = link_of(run.state, deck.remote_id)
        assert link is not None
        deck_id = self._usable_deck(run, link, report)
        for page in deck.pages:
            if (page.get("deck") or {}).get("name"):
                link["remote_name"] = page["deck"]["name"]
            for card in page.get("cards") or []:
                self._apply_card(run, link, deck_id, card, deck.audio, report)
            for tombstone in page.get("deleted") or []:
                self._apply_deletion(run, int(tombstone["id"]), report)
            if page.get("last_update"):
                link["since"] = page["last_update"]

    def _apply_card(self, run: _Run, link: Dict[str, Any], deck_id: Optional[int], card: Dict[str, Any],
                    fetched_audio: Dict[int, Optional[bytes]], report: SyncReport) -> None:
        card_id = int(card["id"])
        selected = link.get("selected")
        if selected is not None and card_id not in selected:
            if card_id not in link["available"]:
                link["available"].append(card_id)
            report.skipped += 1
            return
        key = str(card_id)
        state = run.state
        record = state["cards"].get(key)
        if card_id in run.new_notes:
            self._refill_new(run, link, card, record, fetched_audio)
            return
        note_id = run.note_id_for(card_id)
        if note_id is None and record is not None and record.get("note_id"):
            # The learner deleted this note in Anki: respect that and do not bring it back.
            record["note_id"] = None
            report.skipped += 1
            return
        if record is not None and record.get("note_id") is None and note_id is None:
            report.skipped += 1
            return
        audio = self._audio_name(run, card, record, fetched_audio)
        fields = card_to_fields(card, link["remote_name"] or link["deck_name"], audio)
        if note_id is None:
            if deck_id is None:
                report.skipped += 1
                return
            note = run.col.new_note(run.notetype)
            for name, value in fields.items():
                if name in note.keys():
                    note[name] = value
            run.pending.adds.append(AddNoteRequest(note, deck_id))
            run.new_notes[card_id] = note
            state["cards"][key] = {
                "remote_deck": link["remote_id"], "note_id": None, "written": card.get("written"),
                "lang": card.get("lang"), "updated_at": card.get("updated_at"), "audio": audio,
                "hashes": {n: value_hash(fields[n]) for n in SYNCED_FIELDS if n in note.keys()},
                "offered": {}, "added_mark": run.mark,
            }
            report.added += 1
            return
        note = run.note(note_id)
        record = record or {"hashes": {}, "offered": {}}
        changed, kept = merge_fields(note, fields, record)
        if changed:
            run.pending.updates[int(note_id)] = note
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

    def _refill_new(self, run: _Run, link: Dict[str, Any], card: Dict[str, Any], record: Optional[Dict[str, Any]],
                    fetched_audio: Dict[int, Optional[bytes]]) -> None:
        """A card met twice in one feed before its note is written: the note takes the later version."""
        note = run.new_notes[int(card["id"])]
        audio = self._audio_name(run, card, record, fetched_audio)
        fields = card_to_fields(card, link["remote_name"] or link["deck_name"], audio)
        for name, value in fields.items():
            if name in note.keys():
                note[name] = value
        if record is not None:
            record.update({"written": card.get("written"), "updated_at": card.get("updated_at"), "audio": audio,
                           "hashes": {n: value_hash(fields[n]) for n in SYNCED_FIELDS if n in note.keys()}})

    def _audio_name(self, run: _Run, card: Dict[str, Any], record: Optional[Dict[str, Any]],
                    fetched_audio: Dict[int, Optional[bytes]]) -> Optional[str]:
        audio = (record or {}).get("audio")
        if record is not None and record.get("written") != card.get("written"):
            audio = None  # a new written form needs a new pronunciation
        data = fetched_audio.get(int(card["id"]))
        if self.include_audio and not audio and data:
            audio = run.col.media.write_data(audio_file_name(card), data)
        return audio

    def _apply_deletion(self, run: _Run, card_id: int, report: SyncReport) -> None:
        state = run.state
        record = state["cards"].get(str(card_id))
        if card_id in run.new_notes:  # added and deleted within one feed: nothing to write
            note = run.new_notes.pop(card_id)
            run.pending.adds = [r for r in run.pending.adds if r.note is not note]
            report.added -= 1
            state["cards"].pop(str(card_id), None)
            return
        note_id = run.note_id_for(card_id)
        if note_id is not None:
            note = run.note(note_id)
            edited = edited_fields(note, record or {})
            if edited:
                report.conflicts.append({"card_id": card_id, "written": (record or {}).get("written"),
                                         "fields": edited, "reason": "deleted on Glossa, kept your edited note"})
            else:
                run.pending.updates.pop(int(note_id), None)
                run.pending.removes.append(int(note_id))
                run.index[card_id] = None
                report.removed += 1
        state["cards"].pop(str(card_id), None)
