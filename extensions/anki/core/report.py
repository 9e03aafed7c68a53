"""What one sync did, for the Decks tab and tooltips."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List


@dataclass
class SyncReport:
    """Counts, conflicts and problems of one sync (one deck or all of them)."""

    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: int = 0
    conflicts: List[Dict[str, Any]] = field(default_factory=list)
    offline: bool = False
    signed_out: bool = False
    deck_deleted: List[int] = field(default_factory=list)
    errors: List[str] = field(default_factory=list)
    notices: List[str] = field(default_factory=list)
    learned_sent: int = 0
    # The collection was rolled back or replaced since the last sync: read every linked deck again.
    again: bool = False
    # Anki's OpChanges of the write (None when nothing was written), for the operation's refresh.
    changes: Any = None
    # Mature words found in the collection, to send to Glossa off the collection.
    learned_candidates: List[Dict[str, str]] = field(default_factory=list)

    def merge(self, other: "SyncReport") -> None:
        """Adds another deck's (or pass's) report to this one."""
        for name in ("added", "updated", "removed", "unchanged", "skipped", "learned_sent"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.conflicts += other.conflicts
        self.deck_deleted += other.deck_deleted
        self.errors += other.errors
        self.notices += other.notices
        self.learned_candidates += other.learned_candidates
        self.offline = self.offline or other.offline
        self.signed_out = self.signed_out or other.signed_out
        self.changes = other.changes if other.changes is not None else self.changes

    def summary(self) -> str:
        """One line for a tooltip. Example: "Glossa: 3 added, 1 updated, 0 removed"."""
        if self.signed_out:
            return "Glossa: signed out. Please sign in again."
        if self.offline:
            return "Glossa: offline, showing what was last pulled."
        text = f"Glossa: {self.added} added, {self.updated} updated, {self.removed} removed"
        if self.conflicts:
            text += f", {len(self.conflicts)} kept your edits"
        if self.errors:
            text += f". {self.errors[0]}"
        return text
