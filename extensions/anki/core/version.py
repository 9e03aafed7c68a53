"""The add-on's own version and the comparison the sign-in page's version check relies on (spec section 5)."""
from __future__ import annotations

import re
from typing import Tuple

# Keep in step with manifest.json "human_version" (the package test checks that they agree).
ADDON_VERSION = "1.0.0"

_VERSION = re.compile(r"^\s*v?(\d+(?:\.\d+)*)")


def parse_version(text: str) -> Tuple[int, ...]:
    """The numeric parts of a version such as "1.2.0" (a leading "v" and any suffix are ignored).

    Example: parse_version("v1.10.2-beta") == (1, 10, 2)
    """
    match = _VERSION.match(text or "")
    if not match:
        raise ValueError(f"not a version: {text!r}")
    parts = [int(p) for p in match.group(1).split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()  # 1.0 and 1.0.0 are the same version
    return tuple(parts)


def compare_versions(a: str, b: str) -> int:
    """-1, 0 or 1 as version a is older than, equal to or newer than b (numerically, part by part).

    Example: compare_versions("1.9.0", "1.10") == -1
    """
    pa, pb = parse_version(a), parse_version(b)
    return (pa > pb) - (pa < pb)


def is_version_allowed(current: str, minimum: str) -> bool:
    """Whether this add-on may sign in given the server's `min_version_anki`.

    Example: is_version_allowed("1.0.0", "1.0") is True
    """
    return compare_versions(current, minimum) >= 0


def too_old_message(current: str, minimum: str) -> str:
    """The spec's message (section 8) for an add-on below `min_version_anki`.

    Example: too_old_message("1.0.0", "2.0.0") starts with "Your Anki plugin (v1.0.0) is too old."
    """
    return f"Your Anki plugin (v{current}) is too old. Please update to at least v{minimum}."
