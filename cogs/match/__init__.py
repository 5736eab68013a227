"""The match: ``/koikoi start``, moves, private hands, the public table, turn pings and
reminders, threads, spectators' calls, restoring after a restart.

Other features use it only through its face, ``MatchService`` (``open_in_thread``, ``busy``,
``forfeit_for``, ``start`` …), and hear of its matches through the events hub (``MatchEnded``,
``MemberDecided``).
"""

from cogs.match.service import MatchService

__all__ = ["MatchService"]
