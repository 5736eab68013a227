"""``/koikoi stats`` as a picture: a member's rating over time, results and yaku made."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.players import OPPONENTS, Opponent
from bot.engine.rules import YAKU_NAMES
from bot.i18n import t
from bot.render.history import HistoryWords, Results
from bot.replay.history import Seated, history_picture
from bot.replay.scenes import PlayedMatch
from bot.store import Store
from bot.store.members import Record
from bot.workers import Workers, run_call

RECENT_MATCHES = 30  # the yaku counted are those of the member's last finished matches here
HISTORY_DEADLINE = 30.0  # seconds: thirty matches replayed and one picture, on a busy machine


def history_words(locale: str, name: str) -> HistoryWords:
    """The picture's words in ``locale``."""
    return HistoryWords(
        title=t(locale, "history-title", name=name),
        rating=t(locale, "history-rating"),
        provisional=t(locale, "history-provisional"),
        no_rating=t(locale, "history-no-rating"),
        results=t(locale, "history-results"),
        won=t(locale, "history-won"),
        drawn=t(locale, "history-drawn"),
        lost=t(locale, "history-lost"),
        yaku=t(locale, "history-yaku", matches=RECENT_MATCHES),
        no_yaku=t(locale, "history-no-yaku"),
        extra={key: t(locale, f"yaku-{key}") for key in YAKU_NAMES},
    )


def results_of(records: Mapping[Opponent, Record], locale: str) -> list[Results]:
    """The member's results by kind of opponent, labelled as the statistics' text labels them."""
    return [
        Results(t(locale, f"stats-against-{opponent}"), record.won, record.drawn, record.lost)
        for opponent in OPPONENTS
        if (record := records.get(opponent)) is not None
    ]


async def history_png(
    store: Store,
    workers: Workers,
    guild_id: int,
    user_id: int,
    name: str,
    records: Mapping[Opponent, Record],
    locale: str,
) -> bytes:
    """The member's history picture, drawn in ``workers`` (the replays' low-priority worker)."""
    ratings = await store.rating_history(guild_id, user_id)
    seated: list[Seated] = []
    for record in await store.finished_matches_of(guild_id, user_id, limit=RECENT_MATCHES):
        restored = await store.restore(record.match_id, mark_damaged=False)
        seat = 0 if record.players[0].user_id == user_id else 1
        seated.append((PlayedMatch.of(restored.match), seat))
    words = history_words(locale, name)
    results = results_of(records, locale)
    picture: bytes = await run_call(
        workers, history_picture, ratings, results, seated, words, deadline=HISTORY_DEADLINE
    )
    return picture
