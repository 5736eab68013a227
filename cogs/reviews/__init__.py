"""The expert's review of a finished match, its Share button, and the Hint button.

Where ``REVIEW_AHEAD`` is on, members' decisions are judged while the match is played: the
reviews hear ``MemberDecided`` and ``MatchEnded``.
"""

from cogs.reviews.desk import Reviews

__all__ = ["Reviews"]
