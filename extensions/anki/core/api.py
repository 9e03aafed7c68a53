"""The Glossa API client: JSON over urllib (Anki cannot install third-party packages), Bearer tokens, and
one refresh-and-retry on 401 (spec section 4 "Expired session": a 401 from the refresh itself is not retried).
"""
from __future__ import annotations

import email.message
import http.client
import json
import socket
import threading
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Dict, Iterator, List, Optional

from .endpoints import endpoint
from .errors import ApiError, OfflineError, SignedOutError
from .tokens import Tokens, TokenStore

DEFAULT_TIMEOUT_SECONDS = 20.0
EPOCH = "1970-01-01T00:00:00.000Z"
_NETWORK_ERRORS = (urllib.error.URLError, socket.timeout, ConnectionError, http.client.HTTPException, OSError)


def _detail_of(body: bytes, status: int) -> ApiError:
    """An ApiError from an error answer: `detail`/`code`, else RFC 6749 `error_description`/`error`."""
    try:
        data = json.loads(body.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    detail = data.get("detail") or data.get("error_description") or f"Request failed with status code {status}"
    code = data.get("code") or data.get("error")
    return ApiError(status, str(detail), None if code is None else str(code))


class GlossaApi:
    """Calls the Glossa API at `base_url` (e.g. "https://glossa.example") with the tokens of `store`.

    Example: GlossaApi("http://127.0.0.1:8080", FileTokenStore(path)).decks()
    """

    def __init__(self, base_url: str, store: TokenStore, timeout: float = DEFAULT_TIMEOUT_SECONDS) -> None:
        self.base_url = base_url.rstrip("/")
        self.store = store
        self.timeout = timeout
        self._refresh_lock = threading.Lock()

    # -- plumbing ---------------------------------------------------------------------------------------

    def url(self, path: str, query: Optional[Dict[str, str]] = None) -> str:
        """The absolute URL of a path of the endpoint table (paths there are below the API root)."""
        text = f"{self.base_url}/api{path}"
        if query:
            text += "?" + urllib.parse.urlencode(query)
        return text

    def _send(
        self,
        method: str,
        url: str,
        body: Any = None,
        headers: Optional[Dict[str, str]] = None,
    ) -> "tuple[int, bytes, email.message.Message]":
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return response.status, response.read(), response.headers
        except urllib.error.HTTPError as error:
            return error.code, error.read(), error.headers
        except _NETWORK_ERRORS as error:
            raise OfflineError(f"Network Error: {error}") from error

    def request(self, method: str, path: str, body: Any = None, query: Optional[Dict[str, str]] = None,
                auth: bool = True, raw: bool = False) -> Any:
        """One API call; with `auth`, a 401 leads to one refresh and one retry. Returns the parsed JSON.

        Raises OfflineError, SignedOutError (no tokens, or the refresh was refused) or ApiError.
        """
        url = self.url(path, query)
        tokens = self.store.load() if auth else None
        if auth and tokens is None:
            raise SignedOutError("Not signed in.")
        for attempt in (1, 2):
            headers = {"Authorization": f"Bearer {tokens.access_token}"} if tokens else {}
            status, payload, _ = self._send(method, url, body, headers)
            if status == 401 and auth and attempt == 1:
                tokens = self._refresh_after_401(tokens)
                continue
            if status == 401 and auth:
                self.store.clear()
                raise SignedOutError("Not signed in.")
            if not 200 <= status < 300:
                raise _detail_of(payload, status)
            if raw:
                return payload
            return json.loads(payload.decode("utf-8")) if payload else None
        raise AssertionError("unreachable")

    def _refresh_after_401(self, used: Optional[Tokens]) -> Tokens:
        """Refreshes once for all threads: a thread that waited finds the new tokens already there."""
        with self._refresh_lock:
            current = self.store.load()
            if current is None:
                raise SignedOutError("Not signed in.")
            if used is not None and current.access_token != used.access_token:
                return current
            return self.refresh(current)

    # -- sign-in ----------------------------------------------------------------------------------------

    def refresh(self, tokens: Optional[Tokens] = None) -> Tokens:
        """Trades the refresh token for new tokens (they rotate); a refusal signs out and clears the store."""
        tokens = tokens or self.store.load()
        if tokens is None:
            raise SignedOutError("Not signed in.")
        method, path = endpoint("token")
        status, payload, _ = self._send(method, self.url(path), {"refreshToken": tokens.refresh_token})
        if status == 200:
            data = json.loads(payload.decode("utf-8"))
            fresh = Tokens(data["accessToken"], data["refreshToken"], int(data.get("expiresIn", 0)),
                           tokens.name, tokens.email)
            self.store.save(fresh)
            return fresh
        error = _detail_of(payload, status)
        if status in (400, 401):
            # invalid_grant: revoked, expired or reused. The session is over; nothing to retry.
            self.store.clear()
            raise SignedOutError(error.detail)
        raise error

    def exchange_code(self, code: str, verifier: str, redirect_uri: str, provider: str = "password") -> Tokens:
        """The code exchange of spec 7 ("Token exchange", device anki); saves and returns the tokens."""
        method, path = endpoint("token")
        status, payload, _ = self._send(method, self.url(path), {
            "code": code, "codeVerifier": verifier, "redirectUri": redirect_uri,
            "device": "anki", "provider": provider,
        })
        if status != 200:
            raise _detail_of(payload, status)
        data = json.loads(payload.decode("utf-8"))
        tokens = Tokens(data["accessToken"], data["refreshToken"], int(data.get("expiresIn", 0)))
        self.store.save(tokens)
        return tokens

    def save_token_result(self, result: Dict[str, Any]) -> Tokens:
        """Keeps a token result handed over by the sign-in page (bridge saveOAuthToken)."""
        try:
            tokens = Tokens(str(result["accessToken"]), str(result["refreshToken"]), int(result.get("expiresIn", 0)))
        except (KeyError, TypeError, ValueError) as error:
            raise ApiError(400, "The sign-in page sent no usable token.") from error
        if not tokens.access_token or not tokens.refresh_token:
            raise ApiError(400, "The sign-in page sent no usable token.")
        self.store.save(tokens)
        return tokens

    def csrf_token(self) -> str:
        """GET /api/health and read the `glossa_csrf` cookie it sets (needed by cookie-style calls)."""
        method, path = endpoint("health")
        status, _, headers = self._send(method, self.url(path))
        for header in headers.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            if name.strip() == "glossa_csrf":
                return rest.split(";", 1)[0]
        raise ApiError(status, "The server set no CSRF cookie.")

    def password_login(self, email: str, password: str, redirect_uri: str, challenge: str, state: str) -> str:
        """POST /api/oauth/login (spec 7 "Password login") and return the `redirectTo` the page would follow."""
        csrf = self.csrf_token()
        method, path = endpoint("password_login")
        status, payload, _ = self._send(method, self.url(path), {
            "email": email, "password": password, "redirect_uri": redirect_uri,
            "code_challenge": challenge, "code_challenge_method": "S256", "state": state, "client_id": "anki",
        }, {"Cookie": f"glossa_csrf={csrf}", "x-csrf-token": csrf})
        if status != 200:
            raise _detail_of(payload, status)
        return str(json.loads(payload.decode("utf-8"))["redirectTo"])

    def logout(self) -> None:
        """Ends this add-on's session on the server when it can, and forgets the tokens in any case."""
        try:
            sessions = self.request(*endpoint("sessions"))
            mine = next((s for s in sessions if s.get("current")), None)
            if mine:
                self.request(*endpoint("end_session", id=mine["id"]))
        except (OfflineError, SignedOutError, ApiError):
            pass  # signing out locally must work offline too
        finally:
            self.store.clear()

    # -- calls ------------------------------------------------------------------------------------------

    def extension_info(self) -> Dict[str, Any]:
        """GET /api/extension: {min_version_anki}."""
        return self.request(*endpoint("extension_info"), auth=False)

    def me(self) -> Dict[str, Any]:
        """GET /api/user/me; also remembers name and e-mail beside the tokens for the start page."""
        user = self.request(*endpoint("me"))
        tokens = self.store.load()
        if tokens is not None:
            tokens.name, tokens.email = str(user.get("name") or user.get("username") or ""), str(user.get("email", ""))
            self.store.save(tokens)
        return user

    def decks(self) -> List[Dict[str, Any]]:
        """GET /api/deck/all."""
        return self.request(*endpoint("decks"))

    def card_infos(self, deck_id: int) -> List[Dict[str, Any]]:
        """GET /api/deck/{id}/cards: [{id, written, updated_at}] (for choosing cards to import)."""
        return self.request(*endpoint("deck_cards", id=int(deck_id)))

    def card(self, deck_id: int, card_id: int) -> Dict[str, Any]:
        """GET /api/deck/{id}/cards/{cardId}: the full card."""
        return self.request(*endpoint("card", id=int(deck_id), cardId=int(card_id)))

    def changes(self, deck_id: int, since: str) -> Iterator[Dict[str, Any]]:
        """The deck's change feed from `since`, page after page while `has_more` (each page as answered)."""
        while True:
            page = self.request(*endpoint("deck_cards", id=int(deck_id)), query={"since": since})
            yield page
            if not page.get("has_more") or page.get("last_update") in (None, since):
                return
            since = page["last_update"]

    def set_learned(self, written: str, lang: str, updated_at: str) -> Any:
        """PUT /api/user/voc with status learned (the optional "mature in Anki" feature)."""
        return self.request(*endpoint("set_word_status"),
                            {"written": written, "lang": lang, "status": "learned", "updated_at": updated_at})

    def speech(self, short_lang: str, text: str) -> Optional[bytes]:
        """GET /api/speech/{lang}?text= (WAV), or None when the server cannot speak."""
        try:
            return self.request(*endpoint("speech", lang=short_lang), query={"text": text},
                                auth=False, raw=True)
        except ApiError:
            return None
