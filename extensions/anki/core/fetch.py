"""The network half of a sync: the change feed of each linked deck and the pronunciations new or renamed
cards need. It never touches the collection, so Anki can run it beside reviewing and editing."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional

from .api import EPOCH, GlossaApi
from .errors import ApiError, OfflineError, SignedOutError
from .state import link_of

_SHORT_LANG = {"ko_KR": "ko", "en_US": "en", "fr_FR": "fr", "es_ES": "es", "ja_JP": "ja"}


@dataclass
class DeckFetch:
    """One linked deck's pages of the change feed, and per card id the WAV bytes fetched for it (None: none)."""

    remote_id: int
    pages: List[Dict[str, Any]]
    audio: Dict[int, Optional[bytes]] = field(default_factory=dict)


@dataclass
class Fetched:
    decks: List[DeckFetch] = field(default_factory=list)
    gone: List[int] = field(default_factory=list)  # Glossa decks deleted on the server
    offline: bool = False
    signed_out: bool = False
    errors: List[str] = field(default_factory=list)


def _needs_audio(record: Optional[Dict[str, Any]], card: Dict[str, Any]) -> bool:
    if record is None:
        return True
    if record.get("note_id") is None and "note_id" in record:
        return False  # the learner deleted this note: nothing to speak for
    return not record.get("audio") or record.get("written") != card.get("written")


def speech_for(api: GlossaApi, card: Dict[str, Any]) -> Optional[bytes]:
    """The server's pronunciation of a card's written form, or None when it cannot speak it."""
    short = _SHORT_LANG.get(str(card.get("lang")), "")
    written = str(card.get("written") or "").strip()
    if not short or not written or written.startswith("-"):
        return None
    try:
        return api.speech(short, written) or None
    except OfflineError:
        return None


def fetch_decks(api: GlossaApi, state: Dict[str, Any], remote_ids: Iterable[int],
                include_audio: bool) -> Fetched:
    """Reads the feeds (whole feeds first, so a lost connection changes nothing) and the speech needed."""
    out = Fetched()
    for remote_id in remote_ids:
        link = link_of(state, remote_id)
        if link is None:
            out.errors.append(f"Deck {remote_id} is not linked.")
            continue
        try:
            pages = list(api.changes(int(remote_id), link.get("since") or EPOCH))
        except OfflineError:
            out.offline = True
            break
        except SignedOutError:
            out.signed_out = True
            break
        except ApiError as error:
            if error.status == 404:
                out.gone.append(int(remote_id))
            else:
                out.errors.append(error.detail)
            continue
        if any((page.get("deck") or {}).get("deleted") for page in pages):
            out.gone.append(int(remote_id))
            continue
        deck = DeckFetch(int(remote_id), pages)
        if include_audio:
            selected = link.get("selected")
            latest = {int(c["id"]): c for page in pages for c in page.get("cards") or []}
            for card_id, card in latest.items():
                if selected is not None and card_id not in selected:
                    continue
                if _needs_audio(state["cards"].get(str(card_id)), card):
                    deck.audio[card_id] = speech_for(api, card)
        out.decks.append(deck)
    return out
