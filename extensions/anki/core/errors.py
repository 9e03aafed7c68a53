"""The few ways a call to Glossa can fail, as the add-on's screens need to tell them apart."""
from __future__ import annotations

from typing import Optional


class GlossaError(Exception):
    """Base of the add-on's own errors."""


class OfflineError(GlossaError):
    """The server could not be reached (no network, server down, timeout): keep everything, try later."""


class SignedOutError(GlossaError):
    """The session is over (revoked, expired, or a refresh token reused): the tokens were cleared."""


class ApiError(GlossaError):
    """The server answered with an error: its HTTP status, `detail` and registered `code` (spec section 8)."""

    def __init__(self, status: int, detail: str, code: Optional[str] = None) -> None:
        super().__init__(detail or f"Request failed with status code {status}")
        self.status = status
        self.detail = detail
        self.code = code


class UsageError(GlossaError):
    """Something the learner asked for cannot be done as asked (a stable `code` and a sentence to show)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
