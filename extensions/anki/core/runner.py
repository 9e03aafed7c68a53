"""Runs syncs one at a time the way Anki wants long work done: the network half in the background without
the collection, then the collection half as one short collection operation. A second start while one runs
is refused (overlapping runs could add a note twice or lose a state write), and once the profile closes
nothing more touches the collection.

The glue hands in how to run each half (Anki's QueryOp and CollectionOp); tests hand in plain calls.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, List, Optional

from .report import SyncReport
from .sync import SyncEngine

Done = Callable[[Any], None]
Failed = Callable[[Exception], None]
# run(work, done, failed): work() off the collection, then done(result) or failed(error) on the GUI thread
InBackground = Callable[[Callable[[], Any], Done, Failed], None]
# run(work, done, failed): work(col) as a collection operation, then done(result) or failed(error)
OnCollection = Callable[[Callable[[Any], Any], Done, Failed], None]


class SyncRunner:
    """Example: SyncRunner(engine, in_background, on_collection).start(done=show_report)"""

    def __init__(self, engine: SyncEngine, in_background: InBackground, on_collection: OnCollection) -> None:
        self.engine = engine
        self.in_background = in_background
        self.on_collection = on_collection
        self.busy = False
        self.closing = False

    def close(self) -> None:
        """The profile is closing: work in flight ends without touching the collection again."""
        self.closing = True

    def start(self, done: Callable[[SyncReport], None], failed: Failed,
              remote_ids: Optional[Iterable[int]] = None, prepare: Optional[Callable[[Any], Any]] = None,
              mature_days: Optional[int] = None) -> bool:
        """Starts a sync of `remote_ids` (None: every linked deck) after `prepare(col)` when given.

        Returns False, doing nothing, while another sync runs or once the profile is closing."""
        if self.busy or self.closing:
            return False
        self.busy = True
        ids: Optional[List[int]] = None if remote_ids is None else [int(i) for i in remote_ids]
        total = SyncReport()

        def finish(report: SyncReport) -> None:
            self.busy = False
            if not self.closing:
                done(report)

        def fail(error: Exception) -> None:
            self.busy = False
            if not self.closing:
                failed(error)

        def fetch(passes_left: int) -> None:
            if self.closing:
                return finish(total)
            self.in_background(lambda: self.engine.fetch(ids), lambda fetched: apply(fetched, passes_left), fail)

        def apply(fetched: Any, passes_left: int) -> None:
            if self.closing:
                return finish(total)

            def work(col: Any) -> SyncReport:
                report = self.engine.apply(col, fetched)
                if mature_days and not (report.offline or report.signed_out or report.again):
                    report.learned_candidates = self.engine.mature_candidates(col, mature_days)
                return report

            self.on_collection(work, lambda report: applied(report, passes_left), fail)

        def applied(report: SyncReport, passes_left: int) -> None:
            candidates = report.learned_candidates
            report.learned_candidates = []
            total.merge(report)
            if report.again and passes_left > 0:
                return fetch(passes_left - 1)
            if candidates:
                def sent(extra: SyncReport) -> None:
                    total.merge(extra)
                    finish(total)

                return self.in_background(lambda: self.engine.send_learned(candidates), sent, fail)
            finish(total)

        if prepare is not None:
            self.on_collection(prepare, lambda _result: fetch(1), fail)
        else:
            fetch(1)
        return True
