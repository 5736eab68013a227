"""The match: ``/koikoi start``, moves, private hands, the public table, turn pings and
reminders, threads, spectators' calls, restoring after a restart. Its one public face for other
features is ``Matches`` (``cogs.match.service``)."""
