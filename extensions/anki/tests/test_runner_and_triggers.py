"""The sync runner and the hook triggers on their own (core, no Anki): one sync at a time, nothing once the
profile closes, a second pass after a rollback, and when each of Anki's hooks starts a sync."""
from __future__ import annotations

from collections import deque
from typing import Any, Callable, Deque, List

from core.lifecycle import SyncTriggers
from core.report import SyncReport
from core.runner import SyncRunner


class Loop:
    """Background work and collection operations queued, run when the test says."""

    def __init__(self) -> None:
        self.queue: Deque[Callable[[], None]] = deque()
        self.kinds: List[str] = []

    def in_background(self, work: Callable[[], Any], done: Callable[[Any], None], failed: Callable) -> None:
        self.kinds.append("background")
        self.queue.append(lambda: self._run(lambda: work(), done, failed))

    def on_collection(self, work: Callable[[Any], Any], done: Callable[[Any], None], failed: Callable) -> None:
        self.kinds.append("collection")
        self.queue.append(lambda: self._run(lambda: work("col"), done, failed))

    @staticmethod
    def _run(work: Callable[[], Any], done: Callable[[Any], None], failed: Callable) -> None:
        try:
            result = work()
        except Exception as error:  # noqa: BLE001
            return failed(error)
        done(result)

    def run_all(self) -> None:
        while self.queue:
            self.queue.popleft()()


class Engine:
    def __init__(self, again_once: bool = False, candidates: int = 0, fail_fetch: bool = False) -> None:
        self.fetches, self.applies, self.sent = 0, 0, []
        self.again_once, self.candidates, self.fail_fetch = again_once, candidates, fail_fetch

    def fetch(self, ids: Any) -> str:
        self.fetches += 1
        if self.fail_fetch:
            raise RuntimeError("boom")
        return f"feed{self.fetches}"

    def apply(self, col: Any, fetched: str) -> SyncReport:
        assert col == "col"
        self.applies += 1
        report = SyncReport(added=1)
        report.again = self.again_once and self.applies == 1
        return report

    def mature_candidates(self, col: Any, days: int) -> list:
        return [{"key": f"ko|{i}", "written": str(i), "lang": "ko_KR"} for i in range(self.candidates)]

    def send_learned(self, candidates: list) -> SyncReport:
        self.sent += candidates
        return SyncReport(learned_sent=len(candidates))


def _runner(engine: Engine) -> "tuple[SyncRunner, Loop, list, list]":
    loop, done, failed = Loop(), [], []
    return SyncRunner(engine, loop.in_background, loop.on_collection), loop, done, failed  # type: ignore[arg-type]


def test_one_sync_at_a_time_network_first_then_the_collection():
    engine = Engine()
    runner, loop, done, failed = _runner(engine)
    assert runner.start(done.append, failed.append)
    assert not runner.start(done.append, failed.append)  # refused while the first runs
    loop.run_all()
    assert loop.kinds == ["background", "collection"] and engine.fetches == 1 and done[0].added == 1
    assert runner.start(done.append, failed.append)  # free again
    loop.run_all()
    assert len(done) == 2 and failed == []


def test_a_failure_frees_the_runner_and_is_reported():
    runner, loop, done, failed = _runner(Engine(fail_fetch=True))
    runner.start(done.append, failed.append)
    loop.run_all()
    assert [str(e) for e in failed] == ["boom"] and done == [] and not runner.busy


def test_closing_while_downloading_touches_no_collection():
    engine = Engine()
    runner, loop, done, failed = _runner(engine)
    runner.start(done.append, failed.append)
    runner.close()
    loop.run_all()
    assert loop.kinds == ["background"] and engine.applies == 0 and done == [] and failed == []
    assert not runner.start(done.append, failed.append)


def test_a_rollback_reads_again_and_mature_words_are_sent_off_the_collection():
    engine = Engine(again_once=True, candidates=2)
    runner, loop, done, failed = _runner(engine)
    runner.start(done.append, failed.append, mature_days=21, prepare=lambda col: None)
    loop.run_all()
    assert loop.kinds == ["collection", "background", "collection", "background", "collection", "background"]
    assert engine.fetches == 2 and done[0].added == 2 and done[0].learned_sent == 2 and len(engine.sent) == 2


def _triggers(**config: bool) -> "tuple[SyncTriggers, list]":
    started: list = []
    return SyncTriggers(lambda: {"sync_on_profile_open": True, "sync_after_anki_sync": True, **config},
                        lambda: started.append(1)), started


def test_triggers_follow_ankis_hook_order():
    triggers, started = _triggers()
    triggers.profile_opened(anki_will_sync=True)
    assert started == []  # waits for the start-up sync
    triggers.sync_finished()
    assert len(started) == 1
    triggers.sync_finished()  # a later AnkiWeb sync
    assert len(started) == 2
    triggers.profile_closing()
    triggers.sync_finished()  # the close-time sync
    triggers.startup_wait_over()
    assert len(started) == 2

    triggers, started = _triggers(sync_after_anki_sync=False)
    triggers.profile_opened(anki_will_sync=True)
    triggers.sync_finished()
    triggers.sync_finished()
    assert len(started) == 1  # the start-up one only

    triggers, started = _triggers(sync_on_profile_open=False, sync_after_anki_sync=False)
    triggers.profile_opened(anki_will_sync=False)
    triggers.sync_finished()
    assert started == []

    triggers, started = _triggers()
    triggers.profile_opened(anki_will_sync=True)
    triggers.startup_wait_over()  # the start-up sync never reported
    triggers.sync_finished()  # ...and then it does: that counts as a later sync
    assert len(started) == 2
