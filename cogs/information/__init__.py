"""``/koikoi rules``, ``/koikoi stats``, ``/koikoi help``, the Symbols legend and How to play."""
