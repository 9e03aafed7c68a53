"""`npm run build:anki`: packs extensions/anki into dist/glossa.ankiaddon, the file Anki installs with
Tools > Add-ons > Install from file. A zip with manifest.json at its root; no tests, caches or local files.

Usage: python3 scripts/anki/build.py [--out PATH]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ADDON = os.path.join(ROOT, "extensions", "anki")
LEFT_OUT_DIRS = {"tests", "__pycache__", ".pytest_cache", "user_files"}
LEFT_OUT_FILES = {"meta.json", ".gitignore"}  # meta.json is Anki's own per-install file


def addon_files() -> list:
    """The add-on's files, relative to its folder, in a stable order."""
    found = []
    for folder, dirs, files in os.walk(ADDON):
        dirs[:] = sorted(d for d in dirs if d not in LEFT_OUT_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name in LEFT_OUT_FILES or name.endswith((".pyc", ".pyo")) or name.startswith("."):
                continue
            found.append(os.path.relpath(os.path.join(folder, name), ADDON))
    return found


def check_versions() -> str:
    """manifest.json's human_version must be the core's ADDON_VERSION (what getPluginVersion answers)."""
    manifest = json.load(open(os.path.join(ADDON, "manifest.json"), encoding="utf-8"))
    source = open(os.path.join(ADDON, "core", "version.py"), encoding="utf-8").read()
    match = re.search(r'^ADDON_VERSION = "([^"]+)"', source, re.M)
    if not match or match.group(1) != manifest["human_version"]:
        raise SystemExit(f"version mismatch: manifest {manifest['human_version']} vs core {match and match.group(1)}")
    return manifest["human_version"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(ROOT, "dist", "glossa.ankiaddon"))
    args = parser.parse_args()
    version = check_versions()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with zipfile.ZipFile(args.out, "w", zipfile.ZIP_DEFLATED) as archive:
        for rel in addon_files():
            archive.write(os.path.join(ADDON, rel), rel.replace(os.sep, "/"))
    print(f"wrote {os.path.relpath(args.out, ROOT)} (Glossa for Anki {version}, {len(addon_files())} files)")


if __name__ == "__main__":
    sys.exit(main())
