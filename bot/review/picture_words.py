"""The words of a review picture in the reader's language, and the threat it marks.

Private, the review speaks to the player ("you chose …"); shared in the channel, it names them
("alice chose …"). What stopping scores is the view's own answer (``PlayerView.stop_score``);
the threat's cards are those the yaku table counts toward the yaku the review's reason names.
"""

from __future__ import annotations

from bot.engine.cards import bit
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.engine.yaku_table import BY_KEY
from bot.i18n import t
from bot.render.breaks import whole
from bot.render.review import ReviewWords
from bot.review.judge import DecisionReview
from bot.review.wording import action_text, points_text

# The reasons that name a yaku the opponent is near, and the card that would complete it.
THREAT_REASONS = frozenset({"review-why-koikoi-threat", "review-why-offered", "review-why-left"})


def threat_cards(judged: DecisionReview) -> int:
    """The cards the picture marks as the threat its reason names: the opponent's cards that
    count toward that yaku, and the card that would complete it where the picture shows it."""
    reason, view = judged.reason, judged.view
    if reason.key not in THREAT_REASONS or reason.yaku is None:
        return 0
    counted = BY_KEY[reason.yaku].counted(view.rules, view.month)
    marked = counted & view.captures[view.opponent]
    shown = (
        view.field | view.hand | (bit(view.pending_card) if view.pending_card is not None else 0)
    )
    if reason.card is not None and shown & bit(reason.card):
        marked |= bit(reason.card)
    return marked


def stake_text(locale: str, view: PlayerView) -> str | None:
    """At a STOP or KOI-KOI decision, what stopping scores, yaku by yaku ('Stopping scores 6:
    Tane 1 · Akatan 5'); None at any other decision."""
    if view.phase is not Phase.KOIKOI:
        return None
    stop = view.stop_score()
    yaku = " · ".join(f"{t(locale, f'yaku-{y.key}')} {y.points}" for y in stop.yaku)
    if stop.multiplier > 1:
        return t(locale, "teach-review-stake-multiplied", total=stop.total, yaku=yaku,
                 multiplier=stop.multiplier)  # fmt: skip
    return t(locale, "teach-review-stake", total=stop.total, yaku=yaku)


def review_words(
    locale: str, judged: DecisionReview, opponent: str, shared_by: str | None = None
) -> ReviewWords:
    """The picture's words: to the player privately, naming ``shared_by`` when shared."""
    played = action_text(locale, judged.played)
    better = action_text(locale, judged.best)
    marked = threat_cards(judged)
    yaku = t(locale, f"yaku-{judged.reason.yaku}") if judged.reason.yaku else ""
    if shared_by is None:
        headline = t(locale, "teach-review-you-chose", played=played, better=better)
        hand, pile = t(locale, "teach-row-your-hand"), t(locale, "teach-row-your-pile")
        mine = t(locale, "teach-legend-you-played")
    else:
        headline = t(locale, "teach-review-they-chose", name=whole(shared_by), played=played,
                     better=better)  # fmt: skip
        hand = t(locale, "teach-row-hand", name=shared_by)
        pile = t(locale, "teach-row-pile", name=shared_by)
        mine = t(locale, "teach-legend-they-played", name=shared_by)
    return ReviewWords(
        headline=headline,
        lost=t(locale, "teach-review-lost", lost=points_text(judged.points, locale)),
        rows=(
            t(locale, "teach-row-opponent", name=opponent),
            t(locale, "teach-row-field"),
            hand,
            pile,
        ),
        played=mine,
        better=t(locale, "teach-legend-better"),
        threat=t(locale, "teach-legend-threat", name=opponent, yaku=yaku),
        pending=t(locale, "teach-legend-pending"),
        stop=t(locale, "button-stop"),
        koikoi=t(locale, "button-koikoi"),
        stake=stake_text(locale, judged.view),
        threat_cards=marked,
    )


__all__ = ["THREAT_REASONS", "review_words", "stake_text", "threat_cards"]
