"""One Glossa context per open Anki profile: where its files live, its API client, its sync engine and the
runner that keeps its syncs one at a time."""
from __future__ import annotations

import os
from typing import Any, Dict, Optional

from ..core.api import GlossaApi
from ..core.config import effective_config
from ..core.runner import SyncRunner
from ..core.state import FileStateStore
from ..core.sync import SyncEngine
from ..core.tokens import FileTokenStore
from .ops import in_background, on_collection


class Context:
    """Files in `<profile folder>/glossa/` (never in the add-on folder, which Anki replaces on update)."""

    def __init__(self, profile_folder: str, config: Optional[Dict[str, Any]]) -> None:
        self.config = effective_config(config)
        folder = os.path.join(profile_folder, "glossa")
        self.tokens = FileTokenStore(os.path.join(folder, "auth.json"))
        self.state = FileStateStore(os.path.join(folder, "state.json"))
        self.api = GlossaApi(str(self.config["server_url"]), self.tokens)
        self.engine = SyncEngine(self.api, self.state, include_audio=bool(self.config["include_audio"]))
        self.runner = SyncRunner(self.engine, in_background, on_collection)

    @property
    def server_url(self) -> str:
        return self.api.base_url

    def signed_in(self) -> bool:
        return self.tokens.load() is not None

    def mature_days(self) -> Optional[int]:
        """The interval that counts as mature when the mature -> Learned option is on, else None."""
        if not self.config.get("mature_to_learned"):
            return None
        return max(1, int(self.config.get("mature_interval_days") or 21))
