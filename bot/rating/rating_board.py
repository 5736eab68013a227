"""The skill-rating board and a member's rating in a reader's words: the embed's lines, the
picture's rows and the description a screen reader reads for it."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from bot.rating.skill import PROVISIONAL_MATCHES, Skill
from bot.render.leaderboard import BoardPicture, BoardRow
from bot.store.ratings import MemberRating, RatingPage


def _mark(skill: Skill) -> str:
    return "yes" if skill.provisional else "no"


def rating_lines(board: RatingPage, users: Sequence[str], locale: str) -> list[str]:
    """The embed's lines (``users``: each entry's mention, in the board's order)."""
    return [
        t(
            locale,
            "rating-board-line",
            rank=entry.place,
            user=user,
            rating=entry.skill.shown,
            provisional=_mark(entry.skill),
        )
        for entry, user in zip(board.entries, users, strict=True)
    ]


def rating_picture(
    board: RatingPage, names: Sequence[str], server: str, locale: str
) -> BoardPicture:
    """The picture of ``board`` in ``locale``."""
    rows = tuple(
        BoardRow(
            place=str(entry.place),
            rank=entry.place,
            name=name,
            points=t(
                locale,
                "rating-board-rating",
                rating=entry.skill.shown,
                provisional=_mark(entry.skill),
            ),
            record=t(locale, "rating-board-rated", count=entry.skill.matches),
        )
        for entry, name in zip(board.entries, names, strict=True)
    )
    footer = t(locale, "leaderboard-page", page=board.page, pages=board.pages)
    if any(entry.skill.provisional for entry in board.entries):  # the '?' said on the picture
        note = t(locale, "rating-board-provisional-note", needed=PROVISIONAL_MATCHES)
        footer = f"{note} · {footer}"
    return BoardPicture(
        title=t(locale, "rating-board-title", server=server),
        rows=rows,
        footer=footer,
        empty=t(locale, "rating-board-empty"),
    )


def rating_description(board: RatingPage, names: Sequence[str], locale: str) -> str:
    """What the rating picture shows, in words."""
    if not board.entries:
        return t(locale, "rating-board-empty")
    lines = [
        t(
            locale,
            "rating-alt-line",
            rank=entry.place,
            name=name,
            rating=entry.skill.shown,
            provisional=_mark(entry.skill),
        )
        for entry, name in zip(board.entries, names, strict=True)
    ]
    return t(locale, "rating-alt-board", page=board.page, pages=board.pages, lines="; ".join(lines))


def rating_value(rating: MemberRating | None, locale: str) -> str:
    """A member's rating for their statistics: the number, provisional or not, and the trend."""
    if rating is None:
        return t(locale, "stats-rating-none", needed=PROVISIONAL_MATCHES)
    return t(
        locale,
        "stats-rating-value",
        rating=rating.skill.shown,
        provisional=_mark(rating.skill),
        rated=rating.skill.matches,
        needed=PROVISIONAL_MATCHES,
        trend=f"{rating.trend:+d}",
    )
