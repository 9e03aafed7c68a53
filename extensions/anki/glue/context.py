"""One Glossa context per open Anki profile: where its files live, its API client and its sync engine."""
from __future__ import annotations

import os
from typing import Any, Dict, Optional

from ..core.api import GlossaApi
from ..core.state import FileStateStore
from ..core.sync import SyncEngine
from ..core.tokens import FileTokenStore

DEFAULT_CONFIG: Dict[str, Any] = {
    "server_url": "http://127.0.0.1:8080",
    "sync_on_profile_open": True,
    "sync_after_anki_sync": True,
    "include_audio": True,
    "mature_to_learned": False,
    "mature_interval_days": 21,
}


class Context:
    """Files in `<profile folder>/glossa/` (never in the add-on folder, which Anki replaces on update)."""

    def __init__(self, profile_folder: str, config: Optional[Dict[str, Any]]) -> None:
        self.config = {**DEFAULT_CONFIG, **(config or {})}
        folder = os.path.join(profile_folder, "glossa")
        self.tokens = FileTokenStore(os.path.join(folder, "auth.json"))
        self.state = FileStateStore(os.path.join(folder, "state.json"))
        self.api = GlossaApi(str(self.config["server_url"]), self.tokens)
        self.engine = SyncEngine(self.api, self.state, include_audio=bool(self.config["include_audio"]))

    @property
    def server_url(self) -> str:
        return self.api.base_url

    def signed_in(self) -> bool:
        return self.tokens.load() is not None
