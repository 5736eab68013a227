"""An ended season's kept board and its announcement-free words: the embed's lines, the
picture's rows and the description a screen reader reads for it."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from bot.render.leaderboard import BoardPicture, BoardRow
from bot.store.seasons import SeasonEnd, SeasonPlace


def _place(p: SeasonPlace) -> str:
    return f"={p.place}" if p.tied else str(p.place)


def season_lines(end: SeasonEnd, users: Sequence[str], locale: str) -> list[str]:
    """The embed's lines (``users``: each place's mention, in order)."""
    return [
        t(locale, "leaderboard-line", rank=_place(p), user=u, points=p.ranking_points, wins=p.won)
        for p, u in zip(end.top, users, strict=True)
    ]


def season_dates(end: SeasonEnd) -> tuple[str, str]:
    """The season's first and last day, as dates."""
    return end.started_at.date().isoformat(), end.ended_at.date().isoformat()


def season_picture(end: SeasonEnd, names: Sequence[str], server: str, locale: str) -> BoardPicture:
    """The picture of an ended season's board."""
    rows = tuple(
        BoardRow(
            place=_place(p),
            rank=p.place,
            name=name,
            points=t(locale, "story-board-points", points=p.ranking_points),
            record=t(locale, "story-board-record", won=p.won, played=p.played),
        )
        for p, name in zip(end.top, names, strict=True)
    )
    start, finish = season_dates(end)
    return BoardPicture(
        title=t(locale, "season-board-title", number=end.number, server=server),
        rows=rows,
        footer=t(locale, "season-board-dates", start=start, end=finish),
        empty=t(locale, "season-board-empty"),
    )


def season_description(end: SeasonEnd, names: Sequence[str], locale: str) -> str:
    """What the season's picture shows, in words."""
    if not end.top:
        return t(locale, "season-board-empty")
    lines = [
        t(locale, "story-alt-board-line", rank=_place(p), name=n, points=p.ranking_points)
        for p, n in zip(end.top, names, strict=True)
    ]
    return t(locale, "season-alt-board", number=end.number, lines="; ".join(lines))
