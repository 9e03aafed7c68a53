"""The core's pure parts: versions, PKCE, the note mapping, the token file, and that core never imports aqt."""
from __future__ import annotations

import ast
import base64
import json
import os

from conftest import ADDON_DIR
from core.api import GlossaApi
from core.errors import OfflineError
from core.notes import card_to_fields, render_conversations
from core.oauth import CODE_VERIFIER_LENGTH, encode_state, pkce_pair, s256_challenge
from core.tokens import FileTokenStore, MemoryTokenStore, Tokens
from core.version import ADDON_VERSION, compare_versions, is_version_allowed, too_old_message

import pytest


def test_versions_compare_numerically():
    assert compare_versions("1.9.0", "1.10") == -1
    assert compare_versions("1.0", "1.0.0") == 0
    assert compare_versions("v2.0.1", "2.0.0") == 1
    assert is_version_allowed(ADDON_VERSION, "1.0.0") and not is_version_allowed("1.0.0", "1.0.1")
    assert too_old_message("1.0.0", "2.1.0") == \
        "Your Anki plugin (v1.0.0) is too old. Please update to at least v2.1.0."


def test_pkce_matches_rfc_7636_and_the_spec_lengths():
    assert s256_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == \
        "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    verifier, challenge = pkce_pair()
    assert len(verifier) == CODE_VERIFIER_LENGTH and challenge == s256_challenge(verifier)
    state = encode_state("google")
    decoded = json.loads(base64.urlsafe_b64decode(state + "=" * (-len(state) % 4)))
    assert decoded["ext"] == "anki" and decoded["provider"] == "google" and len(decoded["random"]) == 16


def test_card_fields_are_escaped_and_conversations_alternate_speakers():
    fields = card_to_fields({"id": 9, "written": "<b>x</b>", "senses": [
        {"translation": "a & b", "definition": "", "examples": [
            {"example": "A\nB\nC", "category": "conversation"},
            {"example": "A\nB\nC", "category": "conversation"},  # duplicates are shown once
        ]},
    ]}, "Deck <1>")
    assert fields["Written"] == "&lt;b&gt;x&lt;/b&gt;" and fields["Source"] == "Deck &lt;1&gt;"
    assert "a &amp; b" in fields["Senses"] and fields["GlossaId"] == "9" and fields["Audio"] == ""
    speakers = render_conversations([{"examples": [{"example": "A\nB\nC", "category": "conversation"}]}])
    assert speakers.count("g-who\">나") == 2 and speakers.count("g-who\">너") == 1
    assert fields["Conversations"].count('class="g-conv"') == 1


def test_token_file_round_trips_and_is_private(tmp_path):
    store = FileTokenStore(str(tmp_path / "profile" / "glossa" / "auth.json"))
    assert store.load() is None
    store.save(Tokens("access", "refresh", 900, "Ann", "ann@example.com"))
    assert store.load() == Tokens("access", "refresh", 900, "Ann", "ann@example.com")
    assert oct(os.stat(store.path).st_mode & 0o777) == "0o600"
    store.clear()
    assert store.load() is None


def test_an_unreachable_server_is_offline_not_an_error():
    api = GlossaApi("http://127.0.0.1:9", MemoryTokenStore(Tokens("a", "r")), timeout=2)
    with pytest.raises(OfflineError):
        api.decks()


def test_core_never_imports_aqt():
    for folder, _dirs, files in os.walk(os.path.join(ADDON_DIR, "core")):
        for name in files:
            if not name.endswith(".py"):
                continue
            tree = ast.parse(open(os.path.join(folder, name), encoding="utf-8").read())
            for node in ast.walk(tree):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                assert not [m for m in modules if m.split(".")[0] in ("aqt", "anki")], f"{name} imports {modules}"
