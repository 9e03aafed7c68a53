"""A double of Anki's GUI side (`aqt`) so the glue can be loaded and driven as Anki would drive it.

Read against Anki's qt/aqt source (2.1.50, 23.10, 25.02/25.07, main):
- main.py: loadProfile fires profile_did_open, then maybe_auto_sync_on_open_close syncs with AnkiWeb when
  can_auto_sync() and fires sync_did_finish; unloadProfile fires profile_will_close, then unloadCollection
  closes the windows, runs the close-time automatic sync (sync_did_finish again), closes the collection and
  sets mw.col to None.
- operations/__init__.py: QueryOp(parent=, op=, success=).failure(...).without_collection() (23.10 on)
  .run_in_background(): op(col) in the background (op(None)-like when without the collection), success on
  the GUI thread; CollectionOp(parent=, op=).success(...).failure(...).run_in_background(): op(mw.col), whose
  result must carry OpChanges.
Background work waits in `mw.pending` until the test lets the event loop run (`mw.run_all()`).

The Qt classes (`aqt.qt`) are recording stand-ins: enough to build the glue's widgets and see what it built.
"""
from __future__ import annotations

import sys
import types
from collections import deque
from typing import Any, Callable, Deque, Dict, List, Optional, Tuple

from anki_double import Collection, OpChanges


class Hook(list):
    def __call__(self, *args: Any) -> None:
        for callback in list(self):
            callback(*args)


# -- Qt stand-ins ---------------------------------------------------------------------------------------

CREATED: List[Tuple[str, "QtStub"]] = []


class _QtMeta(type):
    def __getattr__(cls, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return QtStub(f"{cls.__name__}.{name}")


class QtStub(metaclass=_QtMeta):
    """Any Qt class: remembers its constructor arguments and every method called on it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._args, self._calls = args, []
        CREATED.append((type(self).__name__, self))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Member(self, name)

    def __bytes__(self) -> bytes:
        return b""

    def __or__(self, other: Any) -> "QtStub":
        return self


class _Member:
    """A method or signal of a stand-in: calling it is recorded on its owner."""

    def __init__(self, owner: Any, name: str) -> None:
        self._owner, self._name = owner, name
        self._calls: List[Tuple[str, Any]] = []

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self._owner._calls.append((self._name, args))
        return QtStub(self._name)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Member(self, name)


def _qt_module() -> types.ModuleType:
    module = types.ModuleType("aqt.qt")
    classes: Dict[str, type] = {}

    def getattr_(name: str) -> Any:
        if name == "pyqtSlot":
            return lambda *a, **k: (lambda fn: fn)
        if name not in classes:
            classes[name] = type(name, (QtStub,), {})
        return classes[name]

    module.__getattr__ = getattr_  # type: ignore[attr-defined]
    return module


# -- operations -----------------------------------------------------------------------------------------

class QueryOp:
    def __init__(self, *, parent: Any, op: Callable[[Any], Any], success: Callable[[Any], Any]) -> None:
        self._op, self._success, self._failure = op, success, None
        self.no_collection = False

    def failure(self, callback: Callable[[Exception], Any]) -> "QueryOp":
        self._failure = callback
        return self

    def without_collection(self) -> "QueryOp":
        self.no_collection = True
        return self

    def with_progress(self, label: Optional[str] = None) -> "QueryOp":
        return self

    def run_in_background(self) -> None:
        mw = sys.modules["aqt"].mw
        mw.started.append(("query", self.no_collection, mw.closing))

        def run() -> None:
            try:
                result = self._op(None if self.no_collection else mw.col)
            except Exception as error:  # noqa: BLE001 - handed to the failure callback as Anki does
                return (self._failure or mw.unhandled)(error)
            self._success(result)

        mw.pending.append(run)


class QueryOpBefore2310(QueryOp):
    """Anki before 23.10: no without_collection()."""

    def __getattribute__(self, name: str) -> Any:
        if name == "without_collection":
            raise AttributeError(name)
        return object.__getattribute__(self, name)


class CollectionOp:
    def __init__(self, *, parent: Any, op: Callable[[Any], Any]) -> None:
        self._op, self._success, self._failure = op, None, None

    def success(self, callback: Callable[[Any], Any]) -> "CollectionOp":
        self._success = callback
        return self

    def failure(self, callback: Callable[[Exception], Any]) -> "CollectionOp":
        self._failure = callback
        return self

    def run_in_background(self, *, initiator: Any = None) -> None:
        mw = sys.modules["aqt"].mw
        mw.started.append(("collection", False, mw.closing))

        def run() -> None:
            try:
                if mw.col is None:
                    raise AttributeError("'NoneType' object has no attribute 'db'")  # the collection is closed
                mw.in_collection_op = True
                try:
                    changes = self._op(mw.col)
                finally:
                    mw.in_collection_op = False
                if not isinstance(changes, OpChanges) and not isinstance(getattr(changes, "changes", None),
                                                                         OpChanges):
                    raise TypeError(f"a CollectionOp must return OpChanges, not {type(changes).__name__}")
            except Exception as error:  # noqa: BLE001
                return (self._failure or mw.unhandled)(error)
            if self._success:
                self._success(changes)

        mw.pending.append(run)


# -- the main window ------------------------------------------------------------------------------------

class AddonManager:
    def __init__(self, config: Dict[str, Any]) -> None:
        self.config = config
        self.on_config_updated: Optional[Callable[[Any], None]] = None

    def getConfig(self, module: str) -> Dict[str, Any]:
        assert module.split(".")[0] == "glossa", module
        return dict(self.config)

    def setConfigUpdatedAction(self, module: str, action: Callable[[Any], None]) -> None:
        self.on_config_updated = action


class MainWindow:
    """`mw`: the collection, the profile, and Anki's hook order on open and close."""

    def __init__(self, profile_folder: str, config: Dict[str, Any], auto_sync: bool) -> None:
        self.col: Optional[Collection] = None
        self.pm = types.SimpleNamespace(profileFolder=lambda: profile_folder)
        self.addonManager = AddonManager(config)
        self.form = types.SimpleNamespace(menuTools=types.SimpleNamespace(addAction=lambda action: None))
        self.auto_sync = auto_sync
        self.closing = False
        self.in_collection_op = False
        self.pending: Deque[Callable[[], None]] = deque()
        self.started: List[Tuple[str, bool, bool]] = []  # (kind, without collection, while closing)
        self.tooltips: List[str] = []
        self.warnings: List[str] = []
        self.errors: List[Exception] = []
        self.timers: List[Tuple[int, Callable[[], None]]] = []

    def can_auto_sync(self) -> bool:
        return self.auto_sync

    def unhandled(self, error: Exception) -> None:
        self.errors.append(error)

    def run_all(self) -> None:
        """Lets the event loop run until no background work is left."""
        while self.pending:
            self.pending.popleft()()

    def anki_sync(self) -> None:
        """An AnkiWeb sync finishing (the Sync button, or an automatic one)."""
        gui_hooks().sync_did_finish()

    def open_profile(self, col: Optional[Collection] = None) -> None:
        self.col = col or Collection()
        self.closing = False
        gui_hooks().profile_did_open()
        if self.can_auto_sync():
            self.run_all()  # the start-up sync runs while already queued work goes on
            self.anki_sync()

    def close_profile(self) -> None:
        gui_hooks().profile_will_close()
        self.closing = True
        if self.can_auto_sync():
            self.anki_sync()
        self.run_all()
        self.col = None


def gui_hooks() -> Any:
    return sys.modules["aqt"].gui_hooks


def install(mw: MainWindow, query_op: type = QueryOp) -> types.ModuleType:
    """Puts the double in sys.modules as `aqt` (and `anki.collection`); returns the aqt module."""
    aqt = types.ModuleType("aqt")
    aqt.mw = mw  # type: ignore[attr-defined]
    aqt.gui_hooks = types.SimpleNamespace(  # type: ignore[attr-defined]
        profile_did_open=Hook(), profile_will_close=Hook(), sync_did_finish=Hook(), sync_will_start=Hook())
    operations = types.ModuleType("aqt.operations")
    operations.QueryOp, operations.CollectionOp = query_op, CollectionOp  # type: ignore[attr-defined]
    utils = types.ModuleType("aqt.utils")
    utils.tooltip = lambda text, *a, **k: mw.tooltips.append(text)  # type: ignore[attr-defined]
    utils.showWarning = lambda text, *a, **k: mw.warnings.append(text)  # type: ignore[attr-defined]
    qt = _qt_module()
    qt.QTimer = type("QTimer", (QtStub,), {  # type: ignore[attr-defined]
        "singleShot": staticmethod(lambda ms, fn: mw.timers.append((ms, fn)))})
    anki = types.ModuleType("anki")
    collection = types.ModuleType("anki.collection")
    collection.OpChanges = OpChanges  # type: ignore[attr-defined]
    for name, module in (("aqt", aqt), ("aqt.operations", operations), ("aqt.utils", utils), ("aqt.qt", qt),
                         ("anki", anki), ("anki.collection", collection)):
        sys.modules[name] = module
    return aqt
