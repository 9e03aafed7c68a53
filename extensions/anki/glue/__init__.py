"""The thin Anki glue: the Tools > Glossa window, the sign-in web view with its bridge, and the hooks that
sync when a profile opens and after Anki syncs. All the logic it calls lives in `core/`."""
