"""Fixtures: the add-on's folder on sys.path (so `core` imports as in Anki), and a REAL Glossa server
(apps/server/dist/main.js, built by `npm run build`) on a free loopback port with a throw-away SQLite
database. Tests that need the server skip with the reason when node or the built server is missing.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from typing import Any, Dict, Optional

import pytest

ADDON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO_ROOT = os.path.dirname(os.path.dirname(ADDON_DIR))
sys.path.insert(0, ADDON_DIR)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

SERVER_MAIN = os.path.join(REPO_ROOT, "apps", "server", "dist", "main.js")
PASSWORD = "Correct#Horse9"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class GlossaServer:
    """A Glossa server process; stop() and start() again keep its port and database (for the offline test)."""

    def __init__(self, data_dir: str, extra_env: Optional[Dict[str, str]] = None) -> None:
        self.port = free_port()
        self.data_dir = data_dir
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.extra_env = extra_env or {}
        self.process: Optional[subprocess.Popen] = None
        self.log_path = os.path.join(data_dir, "server.log")

    def start(self) -> None:
        env = {
            **os.environ,
            "PORT": str(self.port),
            "HOST": "127.0.0.1",
            "DATA_DIR": self.data_dir,
            "DATABASE_URL": "",
            "DICT_AUTO_INSTALL": "false",
            "LOG_LEVEL": "warn",
            "ARGON2_MEMORY_KIB": "64",
            "ARGON2_TIME_COST": "1",
            # A reused refresh token ends the session at once (no grace for two tabs refreshing together).
            "SESSION_REFRESH_REUSE_GRACE_SECONDS": "0",
            "RATE_LIMIT_SIGNUP_PER_IP": "1000",
            "RATE_LIMIT_LOGIN_PER_IP": "1000",
            "RATE_LIMIT_LOGIN_PER_ACCOUNT": "1000",
            "RATE_LIMIT_REFRESH_PER_IP": "1000",
            "RATE_LIMIT_OAUTH_PER_IP": "1000",
            **self.extra_env,
        }
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(["node", SERVER_MAIN], cwd=REPO_ROOT, env=env, stdout=log,
                                        stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the Glossa server exited: {self.tail()}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/api/health", timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                time.sleep(0.2)
        raise RuntimeError(f"the Glossa server did not answer /api/health in 60 s: {self.tail()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.process = None

    def tail(self) -> str:
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as handle:
                return handle.read()[-2000:]
        except OSError:
            return ""


def _server_missing() -> Optional[str]:
    if shutil.which("node") is None:
        return "node is not installed: the tests against the real Glossa server are skipped"
    if not os.path.exists(SERVER_MAIN):
        return f"{SERVER_MAIN} is missing (run `npm run build`): the tests against the real server are skipped"
    return None


def start_server(tmp_root: str) -> GlossaServer:
    reason = _server_missing()
    if reason:
        pytest.skip(reason)
    server = GlossaServer(tempfile.mkdtemp(prefix="glossa-anki-", dir=tmp_root))
    server.start()
    return server


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory):
    """One real server for the module's tests (a fresh user per test keeps them apart)."""
    srv = start_server(str(tmp_path_factory.getbasetemp()))
    yield srv
    srv.stop()


def signup(base_url: str) -> Dict[str, str]:
    """POST /api/auth/signup (multipart, with the CSRF cookie and header a browser sends); a fresh user."""
    with urllib.request.urlopen(f"{base_url}/api/health", timeout=10) as response:
        cookie = next(h for h in response.headers.get_all("Set-Cookie") if h.startswith("glossa_csrf="))
    csrf = cookie.split(";", 1)[0].split("=", 1)[1]
    unique = uuid.uuid4().hex[:10]
    fields = {"username": f"anki{unique}", "email": f"anki{unique}@example.com", "password": PASSWORD}
    boundary = "----glossa" + secrets.token_hex(8)
    body = b"".join(
        f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode("utf-8")
        for k, v in fields.items()
    ) + f"--{boundary}--\r\n".encode("ascii")
    request = urllib.request.Request(f"{base_url}/api/auth/signup", data=body, method="POST", headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}",
        "Cookie": f"glossa_csrf={csrf}", "x-csrf-token": csrf,
    })
    with urllib.request.urlopen(request, timeout=20) as response:
        assert response.status == 200
        user = json.loads(response.read())["user"]
    return {"email": fields["email"], "password": PASSWORD, "name": user["name"], "username": user["username"]}


def korean_card(written: str, translation: str, extra: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    """A card body for POST /deck/{id}/cards with one sense and an example of each category."""
    body = {
        "written": written,
        "lang": "ko_KR",
        "senses": [{
            "translation": translation,
            "definition": f"The meaning of {written}.",
            "examples": [
                {"example": f"{written} 앞", "category": "fragment"},
                {"example": f"저는 {written}에 가요.", "category": "sentence"},
                {"example": f"{written}에 가?\n응, {written}에 가.", "category": "conversation"},
            ],
        }],
    }
    body.update(extra or {})
    return body
