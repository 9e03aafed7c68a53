"""Tools > Glossa: the add-on's window. Home (signed out: sign in with e-mail, Google or Apple; signed in:
name, e-mail, Logout and the synced decks) and Decks (+ to link a Glossa deck, Refresh, Choose cards,
Unlink), plus the sign-in page in a web view."""
from __future__ import annotations

import webbrowser
from typing import Any, Dict, List, Optional

from aqt import mw
from aqt.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    Qt,
    QTabWidget,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from aqt.utils import showWarning, tooltip

from ..core.errors import ApiError, UsageError
from ..core.oauth import LoopbackReceiver, authorize_url, encode_state, pkce_pair
from ..core.sync import SyncReport
from ..core.version import ADDON_VERSION, is_version_allowed, too_old_message
from .bridge import SignInView
from .context import Context
from .ops import run_query, warn

SIGN_IN_TIMEOUT_SECONDS = 300


class GlossaWindow(QDialog):
    def __init__(self, context: Context) -> None:
        super().__init__(mw)
        self.context = context
        self.setWindowTitle("Glossa")
        self.resize(560, 620)
        self.stack = QStackedWidget(self)
        self.tabs = QTabWidget()
        self.home = QWidget()
        self.decks = QWidget()
        self.tabs.addTab(self.home, "Home")
        self.tabs.addTab(self.decks, "Decks")
        self.web = SignInView(context, on_signed_in=self.after_sign_in, on_home=self.go_home)
        web_page = QWidget()
        web_layout = QVBoxLayout(web_page)
        back = QPushButton("← Back")
        back.clicked.connect(self.go_home)
        web_layout.addWidget(back, alignment=Qt.AlignmentFlag.AlignLeft)
        web_layout.addWidget(self.web)
        self.stack.addWidget(self.tabs)
        self.stack.addWidget(web_page)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self._build_home()
        self._build_decks()
        self.refresh_views()
        self.check_version()

    # -- home -------------------------------------------------------------------------------------------

    def _build_home(self) -> None:
        layout = QVBoxLayout(self.home)
        self.title = QLabel("<h2>Glossa for Anki</h2>")
        self.status = QLabel("Sync your decks with Anki.")
        self.status.setWordWrap(True)
        self.account = QLabel("")
        self.sign_in_mail = QPushButton("Sign in with e-mail")
        self.sign_in_google = QPushButton("Sign in with Google")
        self.sign_in_apple = QPushButton("Sign in with Apple")
        self.logout_button = QPushButton("Logout")
        self.synced = QListWidget()
        self.sign_in_mail.clicked.connect(self.open_sign_in_page)
        self.sign_in_google.clicked.connect(lambda: self.sign_in_in_browser("google"))
        self.sign_in_apple.clicked.connect(lambda: self.sign_in_in_browser("apple"))
        self.logout_button.clicked.connect(self.logout)
        for widget in (self.title, self.status, self.account, self.sign_in_mail, self.sign_in_google,
                       self.sign_in_apple, self.logout_button, QLabel("Synced decks"), self.synced):
            layout.addWidget(widget)

    def check_version(self) -> None:
        """Spec 5: below min_version_anki sign-in is blocked; when the info cannot be fetched, go on."""
        def done(info: Dict[str, Any]) -> None:
            minimum = str(info.get("min_version_anki") or "0")
            if not is_version_allowed(ADDON_VERSION, minimum):
                self.status.setText(too_old_message(ADDON_VERSION, minimum))
                for button in (self.sign_in_mail, self.sign_in_google, self.sign_in_apple):
                    button.setEnabled(False)

        run_query(self, self.context.api.extension_info, done, lambda _error: None)

    def open_sign_in_page(self) -> None:
        self.web.open_sign_in()
        self.stack.setCurrentIndex(1)

    def sign_in_in_browser(self, provider: str) -> None:
        """Google and Apple refuse embedded web views: the system browser, back to a loopback listener."""
        receiver = LoopbackReceiver()
        verifier, challenge = pkce_pair()
        state = encode_state(provider)
        webbrowser.open(authorize_url(self.context.server_url, provider, receiver.redirect_uri, challenge, state))
        self.status.setText("Finish signing in in your browser…")

        def work() -> Any:
            try:
                code, returned = receiver.wait(SIGN_IN_TIMEOUT_SECONDS)
            finally:
                receiver.close()
            if returned != state:
                raise ApiError(400, "Invalid state parameter.")
            self.context.api.exchange_code(code, verifier, receiver.redirect_uri, provider)
            return self.context.api.me()

        run_query(self, work, lambda _me: self.after_sign_in(), self._sign_in_failed)

    def _sign_in_failed(self, error: Exception) -> None:
        self.status.setText(f"Sign-in failed: {error}")

    def after_sign_in(self) -> None:
        """After saveOAuthToken (or logout) from the page: load the account, then show the start page."""
        if self.context.signed_in():
            run_query(self, self.context.api.me, lambda _me: self.refresh_views(), lambda _e: self.refresh_views())
        else:
            self.refresh_views()

    def go_home(self) -> None:
        self.stack.setCurrentIndex(0)
        self.tabs.setCurrentIndex(0)
        self.refresh_views()

    def logout(self) -> None:
        run_query(self, self.context.api.logout, lambda _r: self.refresh_views())

    # -- decks ------------------------------------------------------------------------------------------

    def _build_decks(self) -> None:
        layout = QVBoxLayout(self.decks)
        row = QHBoxLayout()
        self.add_button = QPushButton("+")
        self.add_button.setToolTip("Add a Glossa deck")
        self.refresh_button = QPushButton("⟳ Refresh")
        self.choose_button = QPushButton("Choose cards…")
        self.unlink_button = QPushButton("Unlink")
        for button in (self.add_button, self.refresh_button, self.choose_button, self.unlink_button):
            row.addWidget(button)
        self.linked = QListWidget()
        self.deck_status = QLabel("")
        self.deck_status.setWordWrap(True)
        layout.addLayout(row)
        layout.addWidget(self.linked)
        layout.addWidget(self.deck_status)
        self.add_button.clicked.connect(self.add_deck)
        self.refresh_button.clicked.connect(self.refresh_selected)
        self.choose_button.clicked.connect(self.choose_cards)
        self.unlink_button.clicked.connect(self.unlink_selected)

    def _selected_remote_id(self) -> Optional[int]:
        item = self.linked.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def refresh_views(self) -> None:
        tokens = self.context.tokens.load()
        signed_in = tokens is not None
        self.account.setText(f"<b>{tokens.name}</b><br>{tokens.email}" if tokens else "")
        if signed_in:
            self.status.setText("Extension is fully connected !")
        for button in (self.sign_in_mail, self.sign_in_google, self.sign_in_apple):
            button.setVisible(not signed_in)
        self.logout_button.setVisible(signed_in)
        for button in (self.add_button, self.refresh_button, self.choose_button):
            button.setEnabled(signed_in)
        self.synced.clear()
        self.linked.clear()
        for link in self.context.engine.links():
            text = f"{link['remote_name']} → {link['deck_name']} ({link.get('card_count', 0)} cards)"
            if link.get("last_sync"):
                text += f", synced {link['last_sync'][:16].replace('T', ' ')}"
            self.synced.addItem(text)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, link["remote_id"])
            self.linked.addItem(item)

    def show_report(self, report: SyncReport) -> None:
        self.deck_status.setText(report.summary() + "".join(
            f"\n• {c.get('written')}: {c['reason']} ({', '.join(c['fields'])})" for c in report.conflicts))
        tooltip(report.summary(), parent=self)
        self.refresh_views()

    def _sync(self, **kwargs: Any) -> bool:
        """Starts a sync through the profile's runner; says so when one is already running."""
        started = self.context.runner.start(done=self.show_report, failed=self._sync_failed,
                                            mature_days=self.context.mature_days(), **kwargs)
        if not started:
            tooltip("Glossa: a sync is already running. Try again when it is done.", parent=self)
        return started

    def _idle(self) -> bool:
        """True when no sync runs; otherwise says so (a change to the links now could be overwritten)."""
        if self.context.runner.busy:
            tooltip("Glossa: a sync is already running. Try again when it is done.", parent=self)
            return False
        return True

    def _sync_failed(self, error: Exception) -> None:
        if isinstance(error, UsageError):
            self.deck_status.setText(error.detail)
        warn(error)
        self.refresh_views()

    def refresh_selected(self) -> None:
        remote_id = self._selected_remote_id()
        self._sync(remote_ids=None if remote_id is None else [remote_id])

    def unlink_selected(self) -> None:
        remote_id = self._selected_remote_id()
        if remote_id is not None and self._idle():
            self.context.engine.unlink(remote_id)
            self.deck_status.setText("Unlinked: the cards stay in Anki and are no longer synced.")
            self.refresh_views()

    def add_deck(self) -> None:
        def chosen(decks: List[Dict[str, Any]]) -> None:
            dialog = LinkDialog(self, decks, normal_deck_names(mw.col))
            if not dialog.exec():
                return
            remote, local_name, pick = dialog.result_values()
            if pick:
                run_query(self, lambda: self.context.api.card_infos(remote["id"]),
                          lambda infos: self._pick_then_link(remote, local_name, infos))
            else:
                self._link(remote, local_name, None)

        run_query(self, self.context.api.decks, chosen)

    def _pick_then_link(self, remote: Dict[str, Any], local_name: str, infos: List[Dict[str, Any]]) -> None:
        picker = CardPicker(self, infos, None)
        if picker.exec():
            self._link(remote, local_name, picker.chosen())

    def _link(self, remote: Dict[str, Any], local_name: str, ids: Optional[List[int]]) -> None:
        """Links (a short collection step that refuses filtered decks), then pulls the deck."""
        self._sync(remote_ids=[int(remote["id"])],
                   prepare=lambda col: self.context.engine.add_link(col, remote, local_name, ids))

    def choose_cards(self) -> None:
        remote_id = self._selected_remote_id()
        if remote_id is None:
            return
        deck_id: int = remote_id
        link = next(item for item in self.context.engine.links() if item["remote_id"] == deck_id)

        def picked(infos: List[Dict[str, Any]]) -> None:
            picker = CardPicker(self, infos, link.get("selected"))
            if picker.exec():
                if not self._idle():
                    return
                self.context.engine.set_selection(deck_id, picker.chosen())
                self._sync(remote_ids=[deck_id])

        run_query(self, lambda: self.context.api.card_infos(deck_id), picked)


def normal_deck_names(col: Any) -> List[str]:
    """The decks notes can be added to: filtered decks left out (Anki would put new cards in Default)."""
    try:
        decks = col.decks.all_names_and_ids(include_filtered=False)
    except TypeError:  # an Anki without the keyword
        decks = [d for d in col.decks.all_names_and_ids() if not (col.decks.get(d.id) or {}).get("dyn")]
    return [d.name for d in decks]


class LinkDialog(QDialog):
    """Which Glossa deck, into which Anki deck (a new one or an existing one), all cards or some."""

    def __init__(self, parent: QWidget, decks: List[Dict[str, Any]], local_names: List[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a Glossa deck")
        self._decks = decks
        layout = QVBoxLayout(self)
        self.remote = QComboBox()
        for deck in decks:
            self.remote.addItem(f"{deck['name']} ({deck.get('card_count', 0)} cards)")
        self.local = QComboBox()
        self.local.setEditable(True)
        self.local.addItems(local_names)
        self.pick = QCheckBox("Choose which cards to import")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for widget in (QLabel("Glossa deck"), self.remote, QLabel("Anki deck (type a name for a new one)"),
                       self.local, self.pick, buttons):
            layout.addWidget(widget)
        self.remote.currentIndexChanged.connect(self._suggest)
        self._suggest()
        if not decks:
            showWarning("You have no decks on Glossa yet.", parent=parent)

    def _suggest(self) -> None:
        if self._decks:
            self.local.setEditText(f"Glossa::{self._decks[self.remote.currentIndex()]['name']}")

    def result_values(self) -> "tuple[Dict[str, Any], str, bool]":
        name = self.local.currentText().strip() or f"Glossa::{self._decks[self.remote.currentIndex()]['name']}"
        return self._decks[self.remote.currentIndex()], name, self.pick.isChecked()


class CardPicker(QDialog):
    """Selective import: one checkbox per card of the Glossa deck."""

    def __init__(self, parent: QWidget, infos: List[Dict[str, Any]], selected: Optional[List[int]]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Choose cards")
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        for info in infos:
            item = QListWidgetItem(str(info["written"]))
            item.setData(Qt.ItemDataRole.UserRole, int(info["id"]))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = selected is None or int(info["id"]) in selected
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def chosen(self) -> List[int]:
        return [int(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]


def return_home_later(window: GlossaWindow, delay_ms: int = 1500) -> None:
    """Spec 9: the Anki return delay, 1.5 s (the callback page usually asks for goHome itself)."""
    QTimer.singleShot(delay_ms, window.go_home)
