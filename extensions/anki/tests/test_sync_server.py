"""The add-on's core against the REAL Glossa server: sign-in through the OAuth flow on a loopback redirect,
pull, change, delete, selective import, unlink, the learner's own edits, refresh-token rotation, a revoked
session, the server down, and the optional mature -> Learned feature."""
from __future__ import annotations

import json
import os
import stat
import urllib.request

import pytest

from conftest import korean_card, start_server
from core.errors import SignedOutError
from core.notes import NOTE_TYPE_NAME
from core.version import ADDON_VERSION, is_version_allowed
from helpers import create_deck, fields_by_written, make_addon, sign_in


def test_signs_in_through_the_loopback_redirect_and_keeps_tokens_private(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    me = addon.api.me()
    assert me["email"] == addon.user["email"]
    saved = addon.tokens.load()
    assert saved is not None and saved.email == addon.user["email"] and saved.name == me["name"]
    assert stat.S_IMODE(os.stat(addon.tokens.path).st_mode) == 0o600
    # The session is listed as the Anki device in the learner's sessions.
    sessions = addon.api.request("GET", "/user/sessions")
    assert [s["device"] for s in sessions if s.get("current")] == ["Anki"]


def test_version_check_uses_the_servers_minimum(server):
    from core.api import GlossaApi
    from core.tokens import MemoryTokenStore

    info = GlossaApi(server.base_url, MemoryTokenStore()).extension_info()
    assert is_version_allowed(ADDON_VERSION, info["min_version_anki"])


def test_pulls_a_deck_then_changes_and_deletions_then_unlink_stops(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    made = create_deck(addon.api, "Korean basics", ["학교", "사과", "물"])
    report = addon.engine.link(addon.col, made["deck"], "Glossa::Korean basics")
    assert (report.added, report.updated, report.removed) == (3, 0, 0)
    link = addon.engine.links()[0]
    notes = fields_by_written(addon.col, link["deck_id"])
    assert sorted(notes) == ["물", "사과", "학교"]
    school = notes["학교"]
    assert school["GlossaId"] == str(made["cards"]["학교"]["id"])
    assert "meaning of 학교" in school["Senses"] and "The meaning of 학교." in school["Senses"]
    assert "저는 학교에 가요." in school["Sentences"] and "학교 앞" in school["Fragments"]
    assert '<span class="g-who">나</span>' in school["Conversations"]
    assert '<span class="g-who">너</span>' in school["Conversations"]
    assert school["Source"] == "Korean basics"

    # A second refresh with nothing new changes nothing and duplicates nothing.
    again = addon.engine.refresh(addon.col, made["deck"]["id"])
    assert (again.added, again.updated, again.removed) == (0, 0, 0)
    assert len(addon.col.all_notes()) == 3

    # Edited on the server: the note follows.
    apple = made["cards"]["사과"]
    addon.api.request("PUT", f"/deck/{made['deck']['id']}/cards/{apple['id']}",
                      {"senses": [{"translation": "apple (fruit)", "definition": "A round fruit.", "examples": []}]})
    # Deleted on the server: the note goes.
    water = made["cards"]["물"]
    addon.api.request("DELETE", f"/deck/{made['deck']['id']}/cards/{water['id']}")
    # Added on the server: a new note.
    addon.api.request("POST", f"/deck/{made['deck']['id']}/cards", korean_card("책", "book"))
    report = addon.engine.refresh(addon.col, made["deck"]["id"])
    assert (report.added, report.updated, report.removed) == (1, 1, 1)
    notes = fields_by_written(addon.col, link["deck_id"])
    assert sorted(notes) == ["사과", "책", "학교"]
    assert "apple (fruit)" in notes["사과"]["Senses"] and notes["사과"]["Sentences"] == ""

    # Unlink: syncing stops and the notes stay.
    addon.engine.unlink(made["deck"]["id"])
    addon.api.request("POST", f"/deck/{made['deck']['id']}/cards", korean_card("집", "house"))
    report = addon.engine.refresh_all(addon.col)
    assert report.added == 0 and addon.engine.links() == []
    assert sorted(fields_by_written(addon.col, link["deck_id"])) == ["사과", "책", "학교"]

    # Linking again finds the notes by their GlossaId: only the new card is added.
    report = addon.engine.link(addon.col, made["deck"], "Glossa::Korean basics")
    assert report.added == 1 and len(addon.col.all_notes()) == 4


def test_selective_import_brings_only_the_chosen_cards(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    made = create_deck(addon.api, "Pick", ["하나", "둘", "셋"])
    infos = addon.api.card_infos(made["deck"]["id"])
    assert sorted(i["written"] for i in infos) == ["둘", "셋", "하나"]
    chosen = [made["cards"]["하나"]["id"]]
    report = addon.engine.link(addon.col, made["deck"], "Pick", card_ids=chosen)
    assert report.added == 1 and report.skipped == 2
    deck_id = addon.engine.links()[0]["deck_id"]
    assert sorted(fields_by_written(addon.col, deck_id)) == ["하나"]
    # A card added later to a selectively linked deck waits to be chosen.
    addon.api.request("POST", f"/deck/{made['deck']['id']}/cards", korean_card("넷", "four"))
    assert addon.engine.refresh(addon.col, made["deck"]["id"]).added == 0
    # Choosing one more imports it, and nothing is duplicated.
    report = addon.engine.select_cards(addon.col, made["deck"]["id"], chosen + [made["cards"]["셋"]["id"]])
    assert report.added == 1
    assert sorted(fields_by_written(addon.col, deck_id)) == ["셋", "하나"]


def test_the_learners_own_edits_are_kept_and_reported(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    made = create_deck(addon.api, "Edits", ["나무", "바다"])
    addon.engine.link(addon.col, made["deck"], "Edits")
    deck_id = addon.engine.links()[0]["deck_id"]
    tree = next(n for n in addon.col.notes_in_deck(deck_id) if n["Written"] == "나무")
    addon.col.edit(tree.id, "Senses", "my own note: 나무 = tree 🌳")

    card = made["cards"]["나무"]
    addon.api.request("PUT", f"/deck/{made['deck']['id']}/cards/{card['id']}", {"senses": [{
        "translation": "tree, wood", "definition": "A tall plant.",
        "examples": [{"example": "큰 나무", "category": "fragment"}],
    }]})
    report = addon.engine.refresh(addon.col, made["deck"]["id"])
    assert report.updated == 1
    assert [(c["card_id"], c["fields"]) for c in report.conflicts] == [(card["id"], ["Senses"])]
    tree = addon.col.get_note(tree.id)
    assert tree["Senses"] == "my own note: 나무 = tree 🌳"  # kept
    assert "큰 나무" in tree["Fragments"]  # the fields the learner did not touch follow Glossa
    # The same conflict is not reported again while Glossa's side does not change.
    assert addon.engine.refresh(addon.col, made["deck"]["id"]).conflicts == []

    # Deleted on Glossa, but edited in Anki: the note is kept and the learner told.
    addon.api.request("DELETE", f"/deck/{made['deck']['id']}/cards/{card['id']}")
    report = addon.engine.refresh(addon.col, made["deck"]["id"])
    assert report.removed == 0 and report.conflicts[0]["reason"].startswith("deleted on Glossa")
    assert addon.col.get_note(tree.id)["Senses"].startswith("my own note")

    # A note the learner deleted in Anki is not brought back by a change on Glossa.
    sea = next(n for n in addon.col.notes_in_deck(deck_id) if n["Written"] == "바다")
    addon.col.remove_notes([sea.id])
    addon.api.request("PUT", f"/deck/{made['deck']['id']}/cards/{made['cards']['바다']['id']}",
                      {"senses": [{"translation": "sea, ocean", "definition": "", "examples": []}]})
    report = addon.engine.refresh(addon.col, made["deck"]["id"])
    assert report.added == 0 and [n["Written"] for n in addon.col.all_notes()] == ["나무"]


def test_note_type_is_created_once_and_template_edits_survive(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    notetype = addon.engine.ensure_note_type(addon.col)
    assert notetype["name"] == NOTE_TYPE_NAME
    assert [f["name"] for f in notetype["flds"]][0] == "Written" and "GlossaId" in [f["name"] for f in notetype["flds"]]
    assert "{{Written}}" in notetype["tmpls"][0]["qfmt"] and ".nightMode" in notetype["css"]
    assert "{{GlossaId}}" not in notetype["tmpls"][0]["qfmt"] + notetype["tmpls"][0]["afmt"]
    # The learner restyles the card; an add-on update (a new engine) must not undo it.
    addon.col.models._edit(notetype["id"], css=".card { color: hotpink; }")
    made = create_deck(addon.api, "Styled", ["꽃"])
    from core.sync import SyncEngine

    updated_engine = SyncEngine(addon.api, addon.state)
    updated_engine.link(addon.col, made["deck"], "Styled")
    again = updated_engine.ensure_note_type(addon.col)
    assert again["id"] == notetype["id"] and again["css"] == ".card { color: hotpink; }"
    assert addon.col.schema_changes == 1  # created once, never re-added


def test_audio_comes_from_the_servers_speech_when_it_can_speak(server, tmp_path):
    with urllib.request.urlopen(f"{server.base_url}/api/speech") as response:
        speech = json.loads(response.read())
    if not speech["available"] or "ko" not in speech["languages"]:
        pytest.skip("the server cannot speak Korean here (espeak-ng missing)")
    addon = make_addon(server.base_url, str(tmp_path), include_audio=True)
    made = create_deck(addon.api, "Sound", ["소리"])
    addon.engine.link(addon.col, made["deck"], "Sound")
    note = addon.col.all_notes()[0]
    name = f"glossa_{made['cards']['소리']['id']}.wav"
    assert note["Audio"] == f"[sound:{name}]"
    assert addon.col.media.files[name][:4] == b"RIFF"


def test_refresh_tokens_rotate_and_a_reused_one_ends_the_session(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    first = addon.tokens.load()
    assert first is not None
    # The access token has expired (simulated): the next call refreshes once and retries.
    first_broken = first.__class__(**{**first.__dict__, "access_token": "expired-" + first.access_token[8:]})
    addon.tokens.save(first_broken)
    assert addon.api.decks() == []
    second = addon.tokens.load()
    assert second is not None
    assert second.refresh_token != first.refresh_token and second.access_token != first.access_token
    # A stolen copy of the old refresh token is refused, and the whole session ends with it.
    from core.api import GlossaApi
    from core.tokens import MemoryTokenStore

    thief = GlossaApi(server.base_url, MemoryTokenStore(first))
    with pytest.raises(SignedOutError):
        thief.refresh()
    with pytest.raises(SignedOutError):
        addon.api.decks()
    assert addon.tokens.load() is None  # signed out cleanly: tokens gone


def test_a_revoked_session_signs_out_cleanly_and_keeps_the_notes(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    made = create_deck(addon.api, "Revoke", ["눈", "비"])
    addon.engine.link(addon.col, made["deck"], "Revoke")
    state_before = addon.state.load()
    # The learner revokes the Anki session from another device (the web app's sessions list).
    from core.tokens import MemoryTokenStore

    web = sign_in(server.base_url, addon.user, MemoryTokenStore())
    anki_session = next(s for s in addon.api.request("GET", "/user/sessions") if s.get("current"))
    web.request("DELETE", f"/user/sessions/{anki_session['id']}")

    report = addon.engine.refresh_all(addon.col)
    assert report.signed_out and not report.offline
    assert addon.tokens.load() is None
    assert sorted(n["Written"] for n in addon.col.all_notes()) == ["눈", "비"]
    assert addon.state.load()["links"] == state_before["links"]


def test_the_server_down_means_offline_and_nothing_is_lost(tmp_path):
    srv = start_server(str(tmp_path))
    try:
        addon = make_addon(srv.base_url, str(tmp_path))
        made = create_deck(addon.api, "Offline", ["산", "강"])
        addon.engine.link(addon.col, made["deck"], "Offline")
        state_before = json.dumps(addon.state.load(), sort_keys=True)
        srv.stop()
        report = addon.engine.refresh_all(addon.col)
        assert report.offline and not report.signed_out
        assert report.summary() == "Glossa: offline, showing what was last pulled."
        assert sorted(n["Written"] for n in addon.col.all_notes()) == ["강", "산"]
        assert json.dumps(addon.state.load(), sort_keys=True) == state_before
        assert addon.tokens.load() is not None  # still signed in
        assert [link["remote_name"] for link in addon.engine.links()] == ["Offline"]  # the Decks tab still lists it
        srv.start()  # back on the same port with the same database
        addon.api.request("POST", f"/deck/{made['deck']['id']}/cards", korean_card("바람", "wind"))
        report = addon.engine.refresh_all(addon.col)
        assert report.added == 1 and not report.offline
        assert len(addon.col.all_notes()) == 3
    finally:
        srv.stop()


def test_mature_cards_become_learned_in_glossa(server, tmp_path):
    addon = make_addon(server.base_url, str(tmp_path))
    made = create_deck(addon.api, "Mature", ["달", "별"])
    addon.engine.link(addon.col, made["deck"], "Mature")
    moon = next(n for n in addon.col.all_notes() if n["Written"] == "달")
    addon.col.cards_of(moon.id)[0].ivl = 30
    star = next(n for n in addon.col.all_notes() if n["Written"] == "별")
    addon.col.cards_of(star.id)[0].ivl = 20  # young: not yet
    report = addon.engine.push_mature(addon.col)
    assert report.learned_sent == 1
    vocabulary = addon.api.request("GET", "/user/voc")
    items = vocabulary if isinstance(vocabulary, list) else vocabulary.get("items", vocabulary)
    text = json.dumps(items, ensure_ascii=False)
    assert "달" in text and "learned" in text and "별" not in text
    assert addon.engine.push_mature(addon.col).learned_sent == 0  # sent once
