"""Every Glossa API path the add-on calls, in one table (paths below /api, OpenAPI-style templates).

A test checks each one against the server's OpenAPI document (GET /api/openapi.json), so a renamed or
removed route fails there rather than in a learner's Anki.
"""
from __future__ import annotations

import urllib.parse
from typing import Any, Dict, Tuple

ENDPOINTS: Dict[str, Tuple[str, str]] = {
    "health": ("GET", "/health"),
    "extension_info": ("GET", "/extension"),
    "authorize": ("GET", "/oauth/authorize"),
    "password_login": ("POST", "/oauth/login"),
    "token": ("POST", "/oauth/token"),
    "me": ("GET", "/user/me"),
    "sessions": ("GET", "/user/sessions"),
    "end_session": ("DELETE", "/user/sessions/{id}"),
    "decks": ("GET", "/deck/all"),
    "deck_cards": ("GET", "/deck/{id}/cards"),
    "card": ("GET", "/deck/{id}/cards/{cardId}"),
    "set_word_status": ("PUT", "/user/voc"),
    "speech": ("GET", "/speech/{lang}"),
}


def endpoint(name: str, **params: Any) -> Tuple[str, str]:
    """(method, path) of a call, its parameters filled in and escaped.

    Example: endpoint("card", id=3, cardId=9) == ("GET", "/deck/3/cards/9")
    """
    method, template = ENDPOINTS[name]
    return method, template.format(**{k: urllib.parse.quote(str(v), safe="") for k, v in params.items()})
