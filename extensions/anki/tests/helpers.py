"""Building blocks of the server tests: a signed-in add-on (real OAuth flow on a loopback redirect) and
server-side deck edits made through the API as the web app would."""
from __future__ import annotations

import os
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, List

from anki_double import Collection
from conftest import korean_card, signup
from core.api import GlossaApi
from core.oauth import LoopbackReceiver, encode_state, pkce_pair
from core.state import FileStateStore
from core.sync import SyncEngine
from core.tokens import FileTokenStore


@dataclass
class Addon:
    api: GlossaApi
    engine: SyncEngine
    col: Collection
    tokens: FileTokenStore
    state: FileStateStore
    user: Dict[str, str]


def sign_in(base_url: str, user: Dict[str, str], store: Any) -> GlossaApi:
    """The companion sign-in end to end: PKCE, POST /api/oauth/login with a loopback redirect URI, the
    browser following `redirectTo` to the add-on's listener, and the code exchange."""
    api = GlossaApi(base_url, store, timeout=10)
    verifier, challenge = pkce_pair()
    state = encode_state("password")
    with LoopbackReceiver() as receiver:
        redirect_to = api.password_login(user["email"], user["password"], receiver.redirect_uri, challenge, state)
        assert redirect_to.startswith(receiver.redirect_uri + "?")
        with urllib.request.urlopen(redirect_to, timeout=10) as page:  # what the browser does next
            assert b"return to Anki" in page.read()
        code, returned_state = receiver.wait(timeout=10)
    assert returned_state == state
    api.exchange_code(code, verifier, receiver.redirect_uri, "password")
    return api


def make_addon(base_url: str, folder: str, include_audio: bool = False) -> Addon:
    """A fresh learner, signed in, with a profile folder of their own and an empty collection."""
    user = signup(base_url)
    tokens = FileTokenStore(os.path.join(folder, "glossa", "auth.json"))
    state = FileStateStore(os.path.join(folder, "glossa", "state.json"))
    api = sign_in(base_url, user, tokens)
    engine = SyncEngine(api, state, include_audio=include_audio)
    return Addon(api, engine, Collection(), tokens, state, user)


def create_deck(api: GlossaApi, name: str, words: List[str]) -> Dict[str, Any]:
    """POST /deck and one card per word; returns {"deck": deck, "cards": {word: card}}."""
    deck = api.request("POST", "/deck", {"name": name})
    cards = {w: api.request("POST", f"/deck/{deck['id']}/cards", korean_card(w, f"meaning of {w}")) for w in words}
    return {"deck": deck, "cards": cards}


def fields_by_written(col: Collection, deck_id: int) -> Dict[str, Dict[str, str]]:
    return {n["Written"]: dict(zip(n.keys(), n.fields)) for n in col.notes_in_deck(deck_id)}
