"""The bot killed (SIGKILL) twice mid-play and restarted on the same database: nothing is lost,
nothing happens twice. The longer run is ``python -m bench.kill_restart``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.kill_restart import run


# A bot killed in the middle of an upload leaves the fake a truncated multipart body.
@pytest.mark.slow
@pytest.mark.filterwarnings("ignore:unread_data:DeprecationWarning")
async def test_matches_survive_the_bot_being_killed_twice_with_every_move_and_point_counted_once(
    tmp_path: Path,
) -> None:
    report = await run(players=3, kills=2, min_gap=0.5, max_gap=1.5, workdir=tmp_path)

    assert report.kills == 2
    assert report.problems == []
    assert report.other_violations == []
    assert report.bot_errors == []
    assert report.member_actions > 0 and report.computer_actions > 0
    assert report.members_checked == 3
