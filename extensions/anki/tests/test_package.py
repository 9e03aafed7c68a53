"""`npm run build:anki` (scripts/anki/build.py) makes an .ankiaddon Anki can install: manifest at the root,
the add-on's code, nothing from the tests or caches."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

from conftest import REPO_ROOT


def test_the_ankiaddon_holds_the_addon_and_nothing_else(tmp_path):
    out = tmp_path / "glossa.ankiaddon"
    subprocess.run([sys.executable, os.path.join(REPO_ROOT, "scripts", "anki", "build.py"), "--out", str(out)],
                   check=True, capture_output=True)
    with zipfile.ZipFile(out) as archive:
        names = archive.namelist()
        manifest = json.loads(archive.read("manifest.json"))
        config = json.loads(archive.read("config.json"))
    assert manifest["package"] == "glossa" and manifest["min_point_version"] == 50
    for required in ("__init__.py", "config.json", "config.md", "core/api.py", "core/sync.py",
                     "glue/setup.py", "glue/bridge.py"):
        assert required in names
    assert not [n for n in names if n.startswith("tests/") or "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.startswith("/") or ".." in n]  # everything at or below the root
    assert config["mature_to_learned"] is False


def test_the_package_script_is_registered_in_npm():
    scripts = json.load(open(os.path.join(REPO_ROOT, "package.json")))["scripts"]
    assert "scripts/anki/build.py" in scripts["build:anki"]
