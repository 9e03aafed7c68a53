"""Lint (flake8) and types (mypy) for the Anki add-on, as eslint and tsc are for the
TypeScript; `npm test` runs it. Both come from Debian packages (flake8, mypy); Debian bookworm has no ruff.

The add-on's code is checked for Python 3.9, the oldest Python an Anki it supports ships (2.1.50); Anki's
own modules (aqt, anki) are not installed here and are taken as untyped. The tests are linted, not typed
(they put the add-on's folder on sys.path, which mypy would see as a second package).

Usage: python3 scripts/anki/check.py   (exit status 1 when a check fails or a tool is missing)
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ADDON = os.path.join(ROOT, "extensions", "anki")
MAX_LINE = "120"


def run(name: str, command: list) -> bool:
    print(f"[check:anki] {name}: {' '.join(command)}", flush=True)
    return subprocess.run(command, cwd=ADDON).returncode == 0


def main() -> int:
    missing = [tool for tool in ("flake8", "mypy") if shutil.which(tool) is None]
    if missing:
        print(f"[check:anki] {', '.join(missing)} not installed (apt-get install {' '.join(missing)})")
        return 1
    lint = run("lint", ["flake8", "--max-line-length", MAX_LINE, "--exclude", "__pycache__", "."])
    types = run("types", ["mypy", "--python-version", "3.9", "--ignore-missing-imports", "--no-error-summary",
                          "--cache-dir", os.devnull, "__init__.py", "core", "glue"])
    return 0 if lint and types else 1


if __name__ == "__main__":
    sys.exit(main())
