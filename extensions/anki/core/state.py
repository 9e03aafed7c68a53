"""What the add-on remembers between runs, per Anki profile: the linked decks with the change feed's last
position, per imported card its note and the fingerprints of the field values it wrote, conflicts, and the
marks of the last syncs (the collection holds the latest one too, so a collection that went back is noticed).

It lives next to the tokens in the profile folder (the glue decides where), never in the add-on folder.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
import threading
from typing import Any, Dict, Optional

STATE_VERSION = 1


def empty_state() -> Dict[str, Any]:
    """A state with nothing linked yet."""
    return {"version": STATE_VERSION, "links": {}, "cards": {}, "conflicts": [], "learned_sent": [], "marks": [],
            "device": None}


class StateStore:
    """Interface: load and save the whole state (a JSON-able dict)."""

    def load(self) -> Dict[str, Any]:
        raise NotImplementedError

    def save(self, state: Dict[str, Any]) -> None:
        raise NotImplementedError


class MemoryStateStore(StateStore):
    """The state in memory (tests). Example: MemoryStateStore().load()["links"] == {}"""

    def __init__(self) -> None:
        self._state = empty_state()

    def load(self) -> Dict[str, Any]:
        return copy.deepcopy(self._state)

    def save(self, state: Dict[str, Any]) -> None:
        self._state = copy.deepcopy(state)


class FileStateStore(StateStore):
    """The state as a JSON file, replaced atomically on each save.

    Example: FileStateStore(os.path.join(profile_folder, "glossa", "state.json"))
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = threading.Lock()

    def load(self) -> Dict[str, Any]:
        with self._lock:
            try:
                with open(self.path, encoding="utf-8") as handle:
                    data = json.load(handle)
            except (OSError, ValueError):
                return empty_state()
            state = empty_state()
            if isinstance(data, dict):
                state.update({k: v for k, v in data.items() if k in state})
            return state

    def save(self, state: Dict[str, Any]) -> None:
        with self._lock:
            folder = os.path.dirname(self.path) or "."
            os.makedirs(folder, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=folder, prefix=".state-", suffix=".json")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    json.dump(state, handle, ensure_ascii=False)
                os.replace(temp, self.path)
            except BaseException:
                if os.path.exists(temp):
                    os.unlink(temp)
                raise


def link_of(state: Dict[str, Any], remote_id: int) -> Optional[Dict[str, Any]]:
    """The link of a remote deck, or None."""
    return state["links"].get(str(int(remote_id)))
