from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.i18n import LOCALES, t
from bot.rating.boards import board_description, board_words, place_text
from bot.store.leaderboard import LeaderboardPage, RankEntry

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _entry(rank: int, user: int, points: int, tied: bool) -> RankEntry:
    return RankEntry(rank, user, points, 3, 2, 1, 0, 5, None, NOW, tied)


PAGE = LeaderboardPage(
    [_entry(1, 1, 40, False), _entry(2, 2, 10, True), _entry(2, 3, 10, True)], 1, 1, 3, 10
)


def test_members_with_equal_points_share_a_rank_in_the_picture_and_its_description() -> None:
    picture = board_words(PAGE, ["alice", "山田", "Ren"], "Club", "en")
    assert [row.place for row in picture.rows] == ["1", "=2", "=2"]
    described = board_description(PAGE, ["alice", "山田", "Ren"], "en")
    assert "=2. 山田, 10 points; =2. Ren, 10 points" in described


def test_the_picture_speaks_the_readers_language() -> None:
    picture = board_words(PAGE, ["alice", "山田", "Ren"], "Club", "pl")
    assert picture.rows[0].points == "40 punktów"


@pytest.mark.parametrize("locale", LOCALES)
def test_a_members_shared_place_is_written_in_words_never_as_hash_equals(locale: str) -> None:
    tied, alone = place_text(_entry(2, 2, 10, True), locale), place_text(PAGE.entries[0], locale)
    footer = t(locale, "leaderboard-your-rank", place=tied, points=10)
    assert "=" not in footer and "2" in footer
    assert tied != alone
