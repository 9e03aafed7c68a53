"""The add-on's options: config.json (the file Anki shows in Tools > Add-ons > Config) is their only source
of defaults; Anki merges the learner's changes over it, and this module does the same outside Anki."""
from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional

CONFIG_JSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "config.json")


def default_config() -> Dict[str, Any]:
    """The shipped defaults (config.json)."""
    with open(CONFIG_JSON, encoding="utf-8") as handle:
        data = json.load(handle)
    if not isinstance(data, dict):
        raise ValueError("config.json must hold an object")
    return data


def effective_config(user: Optional[Dict[str, Any]]) -> Dict[str, Any]:
    """The defaults with the learner's values over them; a value of the wrong type keeps the default."""
    config = default_config()
    for key, value in (user or {}).items():
        if key in config and isinstance(value, type(config[key])) and not (
                isinstance(value, bool) != isinstance(config[key], bool)):
            config[key] = value
    return config
