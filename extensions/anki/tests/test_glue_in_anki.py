"""The glue as Anki runs it: the add-on loaded as the package `glossa` beside a double of Anki's main window
(hooks in main.py's order, QueryOp/CollectionOp with background work queued), syncing against the REAL
Glossa server."""
from __future__ import annotations

import importlib.util
import json
import os
import sys
from typing import Any, Dict, List

import pytest

import aqt_double
from aqt_double import MainWindow
from conftest import ADDON_DIR
from helpers import create_deck, make_addon

UNDO_LABEL = "Glossa sync"


def _load_addon(mw: MainWindow, query_op: type = aqt_double.QueryOp) -> Any:
    """Anki's add-on manager imports addons21/glossa/__init__.py; so do we, with the double as `aqt`."""
    for name in [n for n in sys.modules if n == "glossa" or n.startswith("glossa.")]:
        del sys.modules[name]
    aqt_double.install(mw, query_op)
    spec = importlib.util.spec_from_file_location("glossa", os.path.join(ADDON_DIR, "__init__.py"),
                                                  submodule_search_locations=[ADDON_DIR])
    module = importlib.util.module_from_spec(spec)
    sys.modules["glossa"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _forget_the_double():
    yield
    for name in [n for n in sys.modules if n.split(".")[0] in ("glossa", "aqt", "anki")]:
        del sys.modules[name]


def _linked_profile(server: Any, folder: str, words: List[str], **config: Any) -> Dict[str, Any]:
    """A signed-in profile folder whose state links a Glossa deck (as the Decks tab's + leaves it)."""
    addon = make_addon(server.base_url, folder)
    made = create_deck(addon.api, "Glue", words)
    addon.engine.link(addon.col, made["deck"], "Glue")  # a link made earlier, notes in another collection
    state = addon.state.load()
    state["cards"], state["marks"] = {}, []
    for link in state["links"].values():
        link["since"], link["deck_id"] = None, 1
    addon.state.save(state)
    settings = {"server_url": server.base_url, "sync_on_profile_open": True, "sync_after_anki_sync": True,
                "include_audio": False, "mature_to_learned": False, "mature_interval_days": 21, **config}
    return {"addon": addon, "made": made, "config": settings}


def test_a_sync_of_35_notes_finishes_and_is_one_undo_entry(server, tmp_path):
    profile = _linked_profile(server, str(tmp_path), [f"말{i}" for i in range(35)])
    mw = MainWindow(str(tmp_path), profile["config"], auto_sync=False)
    _load_addon(mw)
    mw.open_profile()
    mw.run_all()
    assert mw.warnings == [] and mw.errors == []
    assert len(mw.col.all_notes()) == 35
    assert mw.tooltips == ["Glossa: 35 added, 0 updated, 0 removed"]
    assert mw.col.undo_status().undo == UNDO_LABEL


def test_start_up_syncs_once_after_ankis_own_sync_and_close_starts_nothing(server, tmp_path):
    profile = _linked_profile(server, str(tmp_path), ["첫째"])
    mw = MainWindow(str(tmp_path), profile["config"], auto_sync=True)
    _load_addon(mw)
    mw.open_profile()
    mw.run_all()
    assert mw.tooltips == ["Glossa: 1 added, 0 updated, 0 removed"]  # one sync, not two
    mw.anki_sync()  # the learner presses Sync later: one more
    mw.run_all()
    assert len(mw.tooltips) == 2
    mw.close_profile()
    assert [s for s in mw.started if s[2]] == []  # nothing started once the profile closes
    assert mw.warnings == [] and mw.errors == []


def test_without_automatic_sync_the_profile_open_syncs_at_once(server, tmp_path):
    profile = _linked_profile(server, str(tmp_path), ["둘째"])
    mw = MainWindow(str(tmp_path), profile["config"], auto_sync=False)
    _load_addon(mw)
    mw.open_profile()
    mw.run_all()
    assert mw.tooltips == ["Glossa: 1 added, 0 updated, 0 removed"]
    mw.close_profile()
    assert mw.errors == [] and mw.warnings == []


def test_downloads_run_off_the_collection_and_a_second_start_is_refused(server, tmp_path):
    profile = _linked_profile(server, str(tmp_path), ["셋째", "넷째"], sync_on_profile_open=False)
    mw = MainWindow(str(tmp_path), profile["config"], auto_sync=False)
    glossa = _load_addon(mw)
    mw.open_profile()
    import glossa.core.api as api_module

    network_inside_collection_ops: List[str] = []
    send = api_module.GlossaApi._send

    def watched(self: Any, method: str, url: str, *args: Any, **kwargs: Any) -> Any:
        if mw.in_collection_op:
            network_inside_collection_ops.append(f"{method} {url}")
        return send(self, method, url, *args, **kwargs)

    api_module.GlossaApi._send = watched
    try:
        setup = sys.modules["glossa.glue.setup"]
        setup.sync_in_background()
        setup.sync_in_background()  # Refresh pressed while the first one runs
        mw.anki_sync()  # and an AnkiWeb sync finishing meanwhile
        mw.run_all()
    finally:
        api_module.GlossaApi._send = send
    assert network_inside_collection_ops == []
    assert mw.tooltips == ["Glossa: 2 added, 0 updated, 0 removed"]
    assert sorted(n["Written"] for n in mw.col.all_notes()) == ["넷째", "셋째"]
    queries = [s for s in mw.started if s[0] == "query"]
    assert queries and all(without for _kind, without, _closing in queries)
    assert glossa is sys.modules["glossa"]


def test_network_work_runs_without_the_collection_where_anki_allows(tmp_path):
    mw = MainWindow(str(tmp_path), {}, auto_sync=False)
    _load_addon(mw)
    ops = sys.modules["glossa.glue.ops"]
    results: List[Any] = []
    ops.run_query(None, lambda: "answer", results.append)
    mw.run_all()
    assert results == ["answer"] and mw.started == [("query", True, False)]

    older = MainWindow(str(tmp_path), {}, auto_sync=False)  # Anki 2.1.50 to 23.09: no without_collection
    _load_addon(older, aqt_double.QueryOpBefore2310)
    ops = sys.modules["glossa.glue.ops"]
    ops.run_query(None, lambda: "older", results.append)
    older.run_all()
    assert results[-1] == "older" and older.started == [("query", False, False)]


def test_the_sign_in_view_uses_a_web_profile_of_its_own(tmp_path):
    mw = MainWindow(str(tmp_path), {}, auto_sync=False)
    _load_addon(mw)
    bridge = importlib.import_module("glossa.glue.bridge")
    context = importlib.import_module("glossa.glue.context").Context(str(tmp_path), {})
    aqt_double.CREATED.clear()
    view = bridge.SignInView(context, on_signed_in=lambda: None, on_home=lambda: None)
    profiles = [obj for name, obj in aqt_double.CREATED if name == "QWebEngineProfile"]
    pages = [obj for name, obj in aqt_double.CREATED if name == "QWebEnginePage"]
    assert len(profiles) == 1 and len(pages) == 1 and pages[0]._args[0] is profiles[0]
    assert ("setPage", (pages[0],)) in view._calls
    # A second window reuses the profile (it must outlive every page on it).
    bridge.SignInView(context, on_signed_in=lambda: None, on_home=lambda: None)
    assert len([1 for name, _ in aqt_double.CREATED if name == "QWebEngineProfile"]) == 1


def test_the_link_dialog_offers_no_filtered_deck(tmp_path):
    mw = MainWindow(str(tmp_path), {}, auto_sync=False)
    _load_addon(mw)
    window = importlib.import_module("glossa.glue.window")
    from anki_double import Collection

    col = Collection()
    col.decks.add_normal_deck_with_name("Korean")
    col.decks._add_filtered("Filtered Deck 1")
    assert window.normal_deck_names(col) == ["Default", "Korean"]


def test_the_default_configuration_has_one_source(tmp_path):
    shipped = json.load(open(os.path.join(ADDON_DIR, "config.json"), encoding="utf-8"))
    mw = MainWindow(str(tmp_path), {}, auto_sync=False)
    _load_addon(mw)
    context = importlib.import_module("glossa.glue.context").Context(str(tmp_path), {})
    assert context.config == shipped
    for folder, _dirs, files in os.walk(ADDON_DIR):
        for name in files:
            if name.endswith(".py") and "tests" not in folder:
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                assert '"sync_on_profile_open": True' not in text, f"a second copy of the defaults in {name}"
    # A value of the wrong type keeps the default; unknown keys are ignored.
    merged = importlib.import_module("glossa.core.config").effective_config(
        {"include_audio": "yes", "mature_interval_days": 30, "other": 1})
    assert merged["include_audio"] is True and merged["mature_interval_days"] == 30 and "other" not in merged


def test_the_close_time_sync_starts_no_collection_work(server, tmp_path):
    profile = _linked_profile(server, str(tmp_path), ["마지막"])
    mw = MainWindow(str(tmp_path), profile["config"], auto_sync=True)
    _load_addon(mw)
    mw.open_profile()
    mw.run_all()
    mw.close_profile()  # profile_will_close, then Anki's close-time sync fires sync_did_finish
    assert [s for s in mw.started if s[2]] == [] and mw.errors == [] and mw.warnings == []
