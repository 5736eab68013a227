"""The day's board and the result a member shares: scores, KOI-KOI calls, streaks and a line
of symbols, and never a card of the deal (nobody's daily is spoiled)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from bot.engine import Match
from bot.engine.events import CardPlayed, CardsCaptured, KoiKoiCalled, YakuFormed
from bot.i18n import t
from bot.store.daily import DailyResult

# One symbol per turn of the member's: what the turn did, never which cards.
CAPTURED, NOTHING, YAKU, KOIKOI = "🟩", "⬜", "🟨", "🟥"
WON, LOST, DRAWN = "🌸", "🌧️", "🍂"


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One member's place on the day's board."""

    rank: str  # '1', or '=2' for a place shared with another member
    user_id: int
    points: int
    koikoi_calls: int


def ranked(results: list[DailyResult]) -> list[BoardLine]:
    """The day's results by points won, best first; equal points share a rank ('=2')."""
    ordered = sorted(results, key=lambda result: -result.points)
    counts: dict[int, int] = {}
    for result in ordered:
        counts[result.points] = counts.get(result.points, 0) + 1
    lines = []
    place = 0
    for index, result in enumerate(ordered):
        if index == 0 or ordered[index - 1].points != result.points:
            place = index + 1
        mark = "=" if counts[result.points] > 1 else ""
        lines.append(
            BoardLine(f"{mark}{place}", result.user_id, result.points, result.koikoi_calls)
        )
    return lines


def streak(days: list[str], today: str) -> int:
    """How many consecutive days, up to today (or yesterday, before today's try), the member
    finished the deal: ``days`` newest first."""
    expected = date.fromisoformat(today)
    if days and days[0] != today:
        expected -= timedelta(days=1)
    count = 0
    for day in days:
        if date.fromisoformat(day) != expected:
            break
        count += 1
        expected -= timedelta(days=1)
    return count


def turn_symbols(match: Match, seat: int) -> str:
    """A symbol per turn of ``seat`` in the replayed match (captured, nothing, yaku, KOI-KOI),
    then how the round ended for it."""
    replay = Match(match.rules, match.seed, match.birth_months)
    symbols: list[str] = []
    for action in match.actions:
        for event in replay.apply(action):
            if isinstance(event, CardPlayed) and event.seat == seat:
                symbols.append(NOTHING)
            elif symbols and getattr(event, "seat", None) == seat:
                symbols[-1] = _stronger(symbols[-1], event)
    return "".join(symbols) + _ending(replay, seat)


def _stronger(symbol: str, event: object) -> str:
    if isinstance(event, KoiKoiCalled):
        return KOIKOI
    if isinstance(event, YakuFormed) and symbol != KOIKOI:
        return YAKU
    if isinstance(event, CardsCaptured) and symbol == NOTHING:
        return CAPTURED
    return symbol


def _ending(match: Match, seat: int) -> str:
    mine, theirs = match.scores[seat], match.scores[1 - seat]
    return WON if mine > theirs else LOST if mine < theirs else DRAWN


def board_text(locale: str, day: str, lines: list[BoardLine], names: dict[int, str]) -> str:
    """The day's board as text: ranks, names, points and KOI-KOI calls; no card."""
    if not lines:
        return t(locale, "daily-board-empty")
    rows = [
        t(
            locale,
            "daily-board-line",
            rank=line.rank,
            member=names.get(line.user_id, f"<@{line.user_id}>"),
            points=line.points,
            calls=line.koikoi_calls,
        )
        for line in lines
    ]
    return "\n".join([*rows, "", t(locale, "daily-board-footer", players=len(lines))])


def share_text(
    locale: str, member: str, day: str, points: int, calls: int, symbols: str, days: int
) -> str:
    """The public post of a member's result: the score, a line of symbols and the streak."""
    head = t(locale, "daily-share-post", member=member, day=day, points=points, calls=calls)
    return "\n".join([head, symbols, t(locale, "daily-streak", days=days)])
