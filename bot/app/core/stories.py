"""The story of a round's result in a player's words: who called KOI-KOI and how often, and
the arithmetic of the score ("5 points, doubled because Aoi called KOI-KOI: +10"), every
figure read from the round's result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.engine.events import RoundResult
from bot.i18n import t
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
            lines.append(t(locale, "story-wiped", name=names[seat]))
        else:
            lines.append(t(locale, "story-called", name=names[seat], count=calls))
    return tuple(lines)


def sum_sentence(result: RoundResult, names: Sequence[str], locale: str) -> str | None:
    """The winner's points in words, or None for a round nobody won."""
    if result.winner is None:
        return None
    total = signed(result.points[result.winner])
    if result.multiplier == 1:
        return t(locale, "story-sum-plain", base=result.base, total=total)
    callers = [seat for seat in (0, 1) if result.koikoi_calls[seat]]
    calls = sum(result.koikoi_calls)
    if calls == 1:
        name = names[callers[0]]
        return t(locale, "story-sum-doubled", base=result.base, name=name, total=total)
    return t(
        locale,
        "story-sum-multiplied",
        base=result.base,
        multiplier=result.multiplier,
        calls=calls,
        total=total,
    )


def round_words(
    result: RoundResult, names: Sequence[str], locale: str, round_number: int, month: int
) -> RoundWords:
    """The words of a round's result picture in ``locale``."""
    return RoundWords(
        month=t(locale, f"month-{month}"),
        round=t(locale, "picture-round", number=round_number),
        sum=sum_sentence(result, names, locale),
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
        headline = t(locale, "results-match-won", name=names[winner])
        margin = t(
            locale,
            "results-match-margin",
            margin=won - lost,
            winner_score=won,
            loser_score=lost,
        )
    ranking = tuple(
        t(locale, "results-ranking", name=names[seat], points=points)
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
