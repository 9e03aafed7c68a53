"""Glossa for Anki: signed-in deck sync from Glossa into Anki.

Anki imports this package at start. Outside Anki (tests, packaging) `aqt` is missing and nothing is set up;
the core (`core/`) is usable on its own.
"""
try:
    from aqt import mw
except ImportError:  # not running inside Anki
    mw = None

if mw is not None:
    from .glue.setup import setup

    setup()
