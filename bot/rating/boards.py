"""A leaderboard page in a reader's words: the picture's rows and the description that a
screen reader reads for it."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from bot.render.leaderboard import BoardPicture, BoardRow
from bot.store.leaderboard import LeaderboardPage, RankEntry


def board_words(
    board: LeaderboardPage, names: Sequence[str], server: str, locale: str
) -> BoardPicture:
    """The picture of ``board`` (``names``: its members' names, in its order) in ``locale``."""
    rows = tuple(
        BoardRow(
            place=entry.place,
            rank=entry.rank,
            name=name,
            points=t(locale, "story-board-points", points=entry.ranking_points),
            record=t(locale, "story-board-record", won=entry.won, played=entry.played),
        )
        for entry, name in zip(board.entries, names, strict=True)
    )
    return BoardPicture(
        title=t(locale, "leaderboard-title", server=server),
        rows=rows,
        footer=t(locale, "leaderboard-page", page=board.page, pages=board.pages),
        empty=t(locale, "story-alt-board-empty"),
    )


def board_description(board: LeaderboardPage, names: Sequence[str], locale: str) -> str:
    """What the leaderboard picture shows, in words."""
    if not board.entries:
        return t(locale, "story-alt-board-empty")
    lines = [
        t(locale, "story-alt-board-line", rank=entry.place, name=name, points=entry.ranking_points)
        for entry, name in zip(board.entries, names, strict=True)
    ]
    return t(
        locale,
        "story-alt-board",
        page=board.page,
        pages=board.pages,
        lines="; ".join(lines),  # each line has its own comma
    )


def place_text(entry: RankEntry, locale: str) -> str:
    """A member's place in words ("#3", "#3 (tied)"), for the footer and the stats."""
    return t(locale, "story-rank-place", rank=entry.rank, tied="yes" if entry.tied else "no")
