"""Glossa add-on core: everything that does not need Anki's GUI (no `aqt` import anywhere in here).

The API client, the token store, the sign-in helpers, the note mapping and the sync engine live here so that
they can be tested with plain Python against a real Glossa server and a collection double. The glue layer
(`glue/`) only wires these into Anki's windows, web view and hooks.
"""
