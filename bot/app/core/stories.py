"""The story of a round's result in a player's words: who called KOI-KOI and how often, and
the arithmetic of the score ("5 points, doubled because Aoi called KOI-KOI: +10"), every
figure read from the round's result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.app.core.house_rules import played_words
from bot.engine.events import RoundResult
from bot.engine.rules import RuleSet
from bot.engine.scoring import result_steps
from bot.i18n import t
from bot.render.breaks import whole
from bot.render.plates import signed
from bot.render.words import MatchWords, RoundWords


def koikoi_lines(result: RoundResult, names: Sequence[str], locale: str) -> tuple[str, ...]:
    """A line per seat that called KOI-KOI: how often, or that the call left it nothing."""
    lines = []
    for seat in (0, 1):
        calls = result.koikoi_calls[seat]
        if not calls:
            continue
        if result.winner is not None and result.winner != seat:
            lines.append(t(locale, "story-wiped", name=whole(names[seat])))
        else:
            lines.append(t(locale, "story-called", name=whole(names[seat]), count=calls))
    return tuple(lines)


def sum_sentence(
    result: RoundResult, names: Sequence[str], locale: str, rules: RuleSet
) -> str | None:
    """The winner's points in words, step by step as the engine scored them under ``rules``:
    the yaku's points, doubled at 7 or more where so played, then the koi-koi multiplier and
    whose calls made it; None for a round nobody won."""
    steps = result_steps(rules, result)
    if steps is None:
        return None
    total = signed(steps.points)
    seven = "seven-" if steps.doubled_at_seven else ""
    figures = {"base": steps.base, "yaku": steps.total, "total": total}
    if steps.multiplier == 1:
        return t(locale, f"story-sum-{seven}plain", **figures)
    callers = [seat for seat in (0, 1) if steps.calls[seat]]
    if steps.multiplier == 2 and len(callers) == 1:
        name = whole(names[callers[0]])  # with its honorific, on one line
        return t(locale, f"story-sum-{seven}doubled", name=name, **figures)
    return t(
        locale,
        f"story-sum-{seven}multiplied",
        multiplier=steps.multiplier,
        calls=sum(steps.calls),
        **figures,
    )


def house_line(locale: str, rules: RuleSet) -> str:
    """The house rules ``rules`` play beyond their preset's, in a line ('' where none)."""
    played = played_words(locale, rules)
    joined = t(locale, "teach-list").join(played)
    return t(locale, "picture-house-rules", rules=joined) if played else ""


def round_words(
    result: RoundResult,
    names: Sequence[str],
    locale: str,
    round_number: int,
    month: int,
    rules: RuleSet,
) -> RoundWords:
    """The words of a round's result picture in ``locale``, for a round played under ``rules``."""
    return RoundWords(
        month=t(locale, f"month-{month}"),
        round=t(locale, "picture-round", number=round_number),
        sum=sum_sentence(result, names, locale, rules),
        house=house_line(locale, rules),
        story=koikoi_lines(result, names, locale),
        yaku={y.key: t(locale, f"yaku-{y.key}") for y in result.yaku},
        dealer_point=t(locale, "picture-dealer-point"),
        winner=t(locale, "results-round-winner", name="{name}"),
        draw=t(locale, "results-round-draw"),
        draw_line=t(locale, "results-round-draw-line"),
        totals=t(locale, "results-totals"),
    )


def match_words(
    names: Sequence[str],
    scores: tuple[int, int],
    winner: int | None,
    awarded: Mapping[int, int],
    locale: str,
) -> MatchWords:
    """The words of a match's result picture in ``locale``: who won and by how much, from the
    engine's final ``scores``, and the ranking points each seat was ``awarded`` (the store's
    answer, by seat; a seat that earned none has no line)."""
    if winner is None:
        headline = t(locale, "results-match-drawn")
        margin = t(locale, "results-match-drawn-line", score0=scores[0], score1=scores[1])
    else:
        won, lost = scores[winner], scores[1 - winner]
        headline = t(locale, "results-match-won", name=whole(names[winner]))
        margin = t(
            locale,
            "results-match-margin",
            margin=won - lost,
            winner_score=won,
            loser_score=lost,
        )
    ranking = tuple(
        t(locale, "results-ranking", name=whole(names[seat]), points=points)
        for seat, points in sorted(awarded.items())
        if points
    )
    return MatchWords(
        headline=headline,
        margin=margin,
        ranking=ranking,
        totals=t(locale, "results-totals"),
        rounds=t(locale, "results-rounds"),
    )
