"""The story of a round's result in a player's words: who called KOI-KOI and how often, and
the arithmetic of the score ("5 points, doubled because Aoi called KOI-KOI: +10"), every
figure read from the round's result."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.events import RoundResult
from bot.i18n import t
from bot.render.plates import signed
from bot.render.words import RoundWords


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
    )
