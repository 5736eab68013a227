"""The post-game review: the expert goes back over one player's decisions in a finished match.

Every decision is judged from that player's own view at the moment (never the other hand or the
draw order), by the expert's public evaluation, so a stronger expert makes a sharper review.
"""

from bot.review.decisions import Decision, MatchLog, decisions_of
from bot.review.judge import DecisionReview, Reviewer
from bot.review.reasons import Reason, explain
from bot.review.summary import MatchReview, review_decisions, review_match

__all__ = [
    "Decision", "DecisionReview", "MatchLog", "MatchReview", "Reason", "Reviewer",
    "decisions_of", "explain", "review_decisions", "review_match",
]  # fmt: skip
