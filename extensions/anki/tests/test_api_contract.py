"""The add-on's API paths against the REAL server's OpenAPI document, and its manifest against Anki's rules."""
from __future__ import annotations

import ast
import json
import os
import re
import urllib.request

from conftest import ADDON_DIR, REPO_ROOT
from core.endpoints import ENDPOINTS, endpoint


def test_every_path_the_addon_calls_is_in_the_servers_openapi_document(server):
    with urllib.request.urlopen(f"{server.base_url}/api/openapi.json", timeout=10) as response:
        paths = json.loads(response.read())["paths"]
    missing = [f"{method} /api{template}" for method, template in ENDPOINTS.values()
               if method.lower() not in paths.get(f"/api{template}", {})]
    assert missing == []


def test_the_addon_calls_the_api_only_through_the_endpoint_table():
    """No path written by hand beside the table: request()/url()/_send() never get a literal path."""
    found = []
    for name in os.listdir(os.path.join(ADDON_DIR, "core")):
        if not name.endswith(".py") or name == "endpoints.py":
            continue
        source = open(os.path.join(ADDON_DIR, "core", name), encoding="utf-8").read()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr in ("request", "url", "_send"):
                for arg in node.args:
                    literal = isinstance(arg, ast.JoinedStr) or (
                        isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.startswith("/"))
                    if literal:
                        found.append(f"{name}:{node.lineno}")
        found += [f"{name}: {m}" for m in re.findall(r'["\']/api/[a-z]', source)]
    assert found == []
    assert endpoint("card", id=3, cardId=9) == ("GET", "/deck/3/cards/9")
    assert endpoint("speech", lang="ko/../x") == ("GET", "/speech/ko%2F..%2Fx")


def test_the_manifest_conflicts_with_the_ankiweb_copy_and_never_with_itself():
    manifest = json.load(open(os.path.join(ADDON_DIR, "manifest.json"), encoding="utf-8"))
    content = open(os.path.join(REPO_ROOT, "apps", "web", "src", "features", "extension", "extension-content.ts"),
                   encoding="utf-8").read()
    code = re.search(r"ANKI_ADDON_CODE = '(\d+)'", content)
    assert code is not None
    # Anki disables every add-on listed in `conflicts` that is installed, so listing the package's own folder
    # name would disable the add-on itself; one direction is enough (Anki also reads the others' lists).
    assert manifest["conflicts"] == [code.group(1)] and manifest["package"] not in manifest["conflicts"]
