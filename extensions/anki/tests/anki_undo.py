"""Anki's undo queue (rslib/src/undo/mod.rs) and the OpChanges the collection double's methods return."""
from __future__ import annotations

from collections import deque
from typing import Callable, Deque, List, Sequence

UNDO_LIMIT = 30


class InvalidInput(Exception):
    """anki.errors.InvalidInput: what the backend raises for a bad merge target."""


class UndoEmpty(Exception):
    """anki.errors.UndoEmpty."""


class OpChanges:
    def __init__(self, **changes: bool) -> None:
        self.note = bool(changes.get("note"))
        self.card = bool(changes.get("card"))
        self.deck = bool(changes.get("deck"))
        self.notetype = bool(changes.get("notetype"))
        self.config = bool(changes.get("config"))


class OpChangesWithId(OpChanges):
    def __init__(self, id: int, **changes: bool) -> None:
        super().__init__(**changes)
        self.id = id


class OpChangesWithCount(OpChanges):
    def __init__(self, count: int, **changes: bool) -> None:
        super().__init__(**changes)
        self.count = count


class UndoStatus:
    def __init__(self, undo: str, redo: str, last_step: int) -> None:
        self.undo, self.redo, self.last_step = undo, redo, last_step


class _Step:
    def __init__(self, name: str, counter: int, custom: bool = False) -> None:
        self.name = name
        self.counter = counter
        self.custom = custom
        self.reverts: List[Callable[[], None]] = []  # applied last-first on undo
        self.kinds: set = set()


class UndoQueue:
    """rslib's UndoManager: steps newest first, at most UNDO_LIMIT of them, each with a counter."""

    def __init__(self) -> None:
        self.steps: Deque[_Step] = deque()
        self.counter = 0

    def record(self, name: str, kinds: Sequence[str], reverts: List[Callable[[], None]]) -> None:
        if not reverts:
            return  # an op that changed nothing leaves no step
        self.counter += 1
        step = _Step(name, self.counter)
        step.reverts, step.kinds = list(reverts), set(kinds)
        self._push(step)

    def add_custom(self, name: str) -> int:
        self.counter += 1
        self._push(_Step(name, self.counter, custom=True))
        return self.counter

    def _push(self, step: _Step) -> None:
        while len(self.steps) > UNDO_LIMIT - 1:
            self.steps.pop()
        self.steps.appendleft(step)

    def merge(self, starting_from: int) -> OpChanges:
        index = next((i for i, s in enumerate(self.steps) if s.counter == starting_from), None)
        if index is None:
            raise InvalidInput("target undo op not found")
        removed = [self.steps.popleft() for _ in range(index)]
        target = self.steps[0]
        for step in reversed(removed):  # oldest first, so reverts stay in the order they happened
            target.reverts.extend(step.reverts)
            target.kinds |= step.kinds
        return OpChanges(**{k: True for k in target.kinds})

    def clear(self) -> None:
        self.steps.clear()
