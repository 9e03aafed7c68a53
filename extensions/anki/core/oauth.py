"""Companion sign-in helpers (spec 7, RFC 7636 PKCE with S256, RFC 8252 loopback redirect).

Two ways in: the sign-in page inside Anki's web view runs PKCE itself and hands the tokens to the bridge
(saveOAuthToken); or, for Google and Apple (which refuse embedded web views), the system browser signs in and
comes back to a one-shot listener on 127.0.0.1 that this module runs.
"""
from __future__ import annotations

import base64
import hashlib
import json
import secrets
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Optional, Tuple

from .endpoints import endpoint

CODE_VERIFIER_LENGTH = 128
STATE_RANDOM_LENGTH = 16
_UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
CALLBACK_PATH = "/glossa/callback"


def random_text(length: int) -> str:
    """Random unreserved URL characters from the OS's CSPRNG. Example: len(random_text(16)) == 16"""
    return "".join(secrets.choice(_UNRESERVED) for _ in range(length))


def s256_challenge(verifier: str) -> str:
    """base64url(SHA-256(verifier)) without padding.

    Example (RFC 7636 appendix B):
        s256_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
        == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    """
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def pkce_pair() -> Tuple[str, str]:
    """A 128-character verifier and its S256 challenge."""
    verifier = random_text(CODE_VERIFIER_LENGTH)
    return verifier, s256_challenge(verifier)


def encode_state(provider: str) -> str:
    """The spec's sign-in state {ext: "anki", provider, random}, as base64url JSON (like the web app's)."""
    data = json.dumps({"ext": "anki", "provider": provider, "random": random_text(STATE_RANDOM_LENGTH)},
                      separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode("utf-8")).decode("ascii").rstrip("=")


def authorize_url(base_url: str, provider: str, redirect_uri: str, challenge: str, state: str) -> str:
    """GET /api/oauth/authorize for a Google or Apple sign-in in the system browser."""
    query = urllib.parse.urlencode({
        "provider": provider, "redirect_uri": redirect_uri, "code_challenge": challenge,
        "code_challenge_method": "S256", "state": state, "client_id": "anki",
    })
    return f"{base_url.rstrip('/')}/api{endpoint('authorize')[1]}?{query}"


_DONE_PAGE = (
    "<!doctype html><meta charset=utf-8><title>Glossa</title>"
    "<body style='font-family:sans-serif;text-align:center;padding:3em'>"
    "<h1>{title}</h1><p>{text}</p></body>"
)


class LoopbackReceiver:
    """A one-shot HTTP listener on 127.0.0.1 (a free port) that catches the redirect's `code` and `state`.

    Example:
        with LoopbackReceiver() as receiver:
            open_browser(authorize_url(..., receiver.redirect_uri, ...))
            code, state = receiver.wait(timeout=300)
    """

    def __init__(self) -> None:
        self._result: Optional[Tuple[str, str]] = None
        self._error: Optional[str] = None
        self._done = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                parsed = urllib.parse.urlsplit(self.path)
                if parsed.path != CALLBACK_PATH:
                    self.send_error(404)
                    return
                query = urllib.parse.parse_qs(parsed.query)
                code, state = query.get("code", [""])[0], query.get("state", [""])[0]
                ok = bool(code and state)
                if ok:
                    receiver._result = (code, state)
                else:
                    receiver._error = query.get("error", ["Missing authorization code or state."])[0]
                body = _DONE_PAGE.format(
                    title="Signed in" if ok else "Sign-in failed",
                    text="You can close this tab and return to Anki." if ok else "Please return to Anki.",
                ).encode("utf-8")
                self.send_response(200 if ok else 400)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                receiver._done.set()

            def log_message(self, *args: object) -> None:
                pass  # nothing about the code in Anki's console

        self._server = HTTPServer(("127.0.0.1", 0), Handler)
        self._server.timeout = 0.5  # handle_request returns now and then, so close() is noticed
        self.port = self._server.server_address[1]
        self.redirect_uri = f"http://127.0.0.1:{self.port}{CALLBACK_PATH}"
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._done.is_set():
            try:
                self._server.handle_request()
            except (OSError, ValueError):
                return  # the socket was closed

    def wait(self, timeout: float) -> Tuple[str, str]:
        """The (code, state) the browser brought back; raises TimeoutError or ValueError."""
        if not self._done.wait(timeout):
            raise TimeoutError("No answer from the sign-in page.")
        if self._result is None:
            raise ValueError(self._error or "Missing authorization code or state.")
        return self._result

    def close(self) -> None:
        """Stops listening (also unblocks a waiting handle_request)."""
        self._done.set()
        self._server.server_close()

    def __enter__(self) -> "LoopbackReceiver":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
