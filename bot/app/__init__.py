"""The application: the Discord kernel, the match core and the composition root."""
