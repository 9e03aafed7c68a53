"""The learner's own edits against what the add-on wrote: which fields follow Glossa, which are kept.

A field counts as the learner's edit when its value (as Anki stores it) matches none of the values the add-on
wrote there lately; the older ones matter after an undo or a restored backup brings one of them back.
"""
from __future__ import annotations

from typing import Any, Dict, List, Tuple

from .notes import FIELD_AUDIO, SYNCED_FIELDS, value_hash

HASHES_KEPT = 6  # per field, the fingerprints of the values the add-on wrote there lately


def remember(record: Dict[str, Any], name: str, digest: str) -> None:
    """Keeps `digest` as the field's last written value; the ones before stay known as the add-on's."""
    hashes, history = record.setdefault("hashes", {}), record.setdefault("history", {})
    previous = hashes.get(name)
    if previous and previous != digest:
        history[name] = ([previous] + [h for h in history.get(name) or [] if h != previous])[:HASHES_KEPT]
    hashes[name] = digest


def written_by_addon(record: Dict[str, Any], name: str, value: str) -> bool:
    """Whether `value` is one the add-on wrote to field `name` (last time or lately)."""
    known = [(record.get("hashes") or {}).get(name)] + list((record.get("history") or {}).get(name) or [])
    return value_hash(value) in known


def edited_fields(note: Any, record: Dict[str, Any]) -> List[str]:
    """The synced fields the learner changed (fields the add-on never wrote do not count)."""
    hashes = record.get("hashes") or {}
    return [n for n in SYNCED_FIELDS if n in note.keys() and n in hashes and not written_by_addon(record, n, note[n])]


def merge_fields(note: Any, fields: Dict[str, str], record: Dict[str, Any]) -> Tuple[bool, List[str]]:
    """Writes the fields the learner did not edit; returns (anything written, fields kept as edited)."""
    hashes, offered = record.setdefault("hashes", {}), record.setdefault("offered", {})
    changed, kept = False, []
    for name in SYNCED_FIELDS:
        if name not in note.keys():
            continue  # the learner removed this field from the note type
        if name == FIELD_AUDIO and not fields[name] and note[name]:
            continue  # no pronunciation this time (server cannot speak): keep the one there
        current, new = note[name], fields[name]
        if hashes.get(name) is not None and not written_by_addon(record, name, current):
            if value_hash(current) == value_hash(new):
                remember(record, name, value_hash(new))  # the learner's value is now Glossa's too
                offered.pop(name, None)
            elif offered.get(name) != value_hash(new):
                offered[name] = value_hash(new)
                kept.append(name)
            continue
        if current != new:
            note[name] = new
            changed = True
        remember(record, name, value_hash(new))
    return changed, kept
