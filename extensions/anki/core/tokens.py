"""Where the add-on keeps its sign-in: an interface and two stores (a file in the Anki profile, memory).

The tokens never go into the add-on folder (Anki replaces that folder on every update and it may be shared)
nor into the collection's config (AnkiWeb would copy them to other devices, and a rotated refresh token used
from two places ends the session).
"""
from __future__ import annotations

import json
import os
import tempfile
import threading
from dataclasses import asdict, dataclass
from typing import Optional


@dataclass
class Tokens:
    """What the token endpoint answers (spec 3 "Token result"), plus who signed in, for the start page."""

    access_token: str
    refresh_token: str
    expires_in: int = 0
    name: str = ""
    email: str = ""


class TokenStore:
    """Interface: load, save and clear the tokens. Implementations must be safe across threads."""

    def load(self) -> Optional[Tokens]:
        raise NotImplementedError

    def save(self, tokens: Tokens) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError


class MemoryTokenStore(TokenStore):
    """Tokens kept in memory only (tests, or a session that should not persist).

    Example: store = MemoryTokenStore(); store.save(Tokens("a", "r")); store.load().access_token == "a"
    """

    def __init__(self, tokens: Optional[Tokens] = None) -> None:
        self._tokens = tokens
        self._lock = threading.Lock()

    def load(self) -> Optional[Tokens]:
        with self._lock:
            return None if self._tokens is None else Tokens(**asdict(self._tokens))

    def save(self, tokens: Tokens) -> None:
        with self._lock:
            self._tokens = Tokens(**asdict(tokens))

    def clear(self) -> None:
        with self._lock:
            self._tokens = None


class FileTokenStore(TokenStore):
    """Tokens in a JSON file readable by the user only (the glue puts it in the Anki profile folder).

    Writes go to a temporary file first and are renamed into place, so a crash never leaves half a file.
    Example: FileTokenStore("/home/me/.local/share/Anki2/User 1/glossa/auth.json")
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = threading.Lock()

    def load(self) -> Optional[Tokens]:
        with self._lock:
            try:
                with open(self.path, encoding="utf-8") as handle:
                    data = json.load(handle)
                return Tokens(
                    access_token=str(data["access_token"]),
                    refresh_token=str(data["refresh_token"]),
                    expires_in=int(data.get("expires_in", 0)),
                    name=str(data.get("name", "")),
                    email=str(data.get("email", "")),
                )
            except (OSError, ValueError, KeyError, TypeError):
                return None

    def save(self, tokens: Tokens) -> None:
        with self._lock:
            folder = os.path.dirname(self.path) or "."
            os.makedirs(folder, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=folder, prefix=".auth-", suffix=".json")
            try:
                os.chmod(temp, 0o600)
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    json.dump(asdict(tokens), handle)
                os.replace(temp, self.path)
            except BaseException:
                if os.path.exists(temp):
                    os.unlink(temp)
                raise

    def clear(self) -> None:
        with self._lock:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass
