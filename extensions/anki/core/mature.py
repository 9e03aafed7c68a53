"""Anki's knowledge back to Glossa (optional, off by default): words whose Anki card is mature are marked
Learned in the learner's Glossa vocabulary, each once. The collection half finds them, the network half
sends them, so the two can run in different operations."""
from __future__ import annotations

from typing import Any, Callable, Dict, List

from .api import GlossaApi
from .errors import ApiError, OfflineError, SignedOutError
from .notes import FIELD_ID
from .report import SyncReport
from .state import StateStore

MATURE_INTERVAL_DAYS = 21


class MatureWords:
    """Mixed into SyncEngine (which provides api, store and now)."""

    api: GlossaApi
    store: StateStore
    now: Callable[[], str]

    def mature_candidates(self, col: Any, min_interval: int = MATURE_INTERVAL_DAYS) -> List[Dict[str, str]]:
        """The collection half: words whose Anki card is mature (interval >= min_interval) not sent yet."""
        state = self.store.load()
        by_note = {r.get("note_id"): r for r in state["cards"].values() if r.get("note_id")}
        sent = set(state.get("learned_sent") or [])
        found: Dict[str, Dict[str, str]] = {}
        for card_id in col.find_cards(f'"{FIELD_ID}:_*" prop:ivl>={int(min_interval)}'):
            record = by_note.get(int(col.get_card(card_id).nid))
            if not record or not record.get("written") or not record.get("lang"):
                continue
            key = f"{record['lang']}|{record['written']}"
            if key not in sent:
                found[key] = {"key": key, "written": str(record["written"]), "lang": str(record["lang"])}
        return list(found.values())

    def send_learned(self, candidates: List[Dict[str, str]]) -> SyncReport:
        """The network half: marks the words Learned in Glossa, each once."""
        report = SyncReport()
        done: List[str] = []
        for item in candidates:
            try:
                self.api.set_learned(item["written"], item["lang"], self.now())
            except OfflineError:
                report.offline = True
                break
            except SignedOutError:
                report.signed_out = True
                break
            except ApiError as error:
                report.errors.append(error.detail)
                continue
            done.append(item["key"])
            report.learned_sent += 1
        if done:
            state = self.store.load()
            state["learned_sent"] = sorted(set(state.get("learned_sent") or []) | set(done))
            self.store.save(state)
        return report

    def push_mature(self, col: Any, min_interval: int = MATURE_INTERVAL_DAYS) -> SyncReport:
        """Marks as Learned in Glossa the words whose Anki card is mature (both halves at once)."""
        return self.send_learned(self.mature_candidates(col, min_interval))
