import time
from pathlib import Path

import pytest

from bot.app.kernel.health import Health, Verdict, main, read_verdict, write_verdict
from bot.config import load_store_settings
from bot.store import StoreUnavailableError


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _fine() -> None:
    return None


async def test_a_gateway_gone_for_more_than_a_minute_is_unhealthy(tmp_path: Path):
    clock = Clock()
    up = [True]
    health = Health(lambda: up[0], _fine, path=tmp_path / "health.json", clock=clock)
    assert (await health.check()).healthy
    up[0] = False
    assert (await health.check()).healthy  # a short disconnection is normal
    clock.now += 61
    verdict = await health.check()
    assert not verdict.healthy and "gateway" in verdict.reasons[0]
    assert main([str(tmp_path / "health.json")]) == 1
    up[0] = True
    assert (await health.check()).healthy
    assert main([str(tmp_path / "health.json")]) == 0


async def test_a_database_that_cannot_be_written_is_unhealthy(tmp_path: Path):
    async def refused() -> None:
        raise StoreUnavailableError("disk I/O error")

    verdict = await Health(lambda: True, refused, path=tmp_path / "h.json").check()
    assert not verdict.healthy and "database" in verdict.reasons[0]
    assert main([str(tmp_path / "h.json")]) == 1


def test_a_stale_or_missing_health_file_is_unhealthy(tmp_path: Path):
    path = tmp_path / "health.json"
    assert not read_verdict(path).healthy
    write_verdict(path, Verdict(True))
    assert read_verdict(path).healthy
    assert not read_verdict(path, now=time.time() + 600).healthy


@pytest.mark.slow
async def test_a_worker_pool_whose_process_is_stopped_is_unhealthy_until_replaced(
    tmp_path: Path,
):
    import os
    import signal

    from bot.workers import Workers, call

    workers = Workers(2, call)
    try:
        workers.start()
        health = Health(lambda: True, _fine, pools=lambda: [("drawing", workers)])
        await workers.probe(timeout=10)  # both started
        assert (await health.check()).healthy
        os.kill(workers.pids()[0], signal.SIGSTOP)
        verdict = await health.check()
        assert not verdict.healthy and "drawing" in verdict.reasons[0]
        assert (await health.check()).healthy  # the stopped one was replaced
    finally:
        workers.close()


def test_the_health_check_reads_the_file_where_the_bot_writes_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("HEALTH_FILE", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    (tmp_path / ".env").write_text("DATABASE_PATH=state/koikoi.db\n")
    written = load_store_settings().health_path  # as the bot finds it
    written.parent.mkdir()
    write_verdict(written, Verdict(True))
    assert main([]) == 0


async def test_a_health_file_whose_folder_is_missing_is_written_there(tmp_path: Path):
    path = tmp_path / "not-yet" / "health.json"
    await Health(lambda: True, _fine, path=path).check()
    assert read_verdict(path).healthy


async def test_a_health_file_that_cannot_be_written_is_warned_about_once(tmp_path, caplog):
    (tmp_path / "a-file").write_text("")
    health = Health(lambda: True, _fine, path=tmp_path / "a-file" / "health.json")
    for _ in range(3):
        await health.check()
    warned = [r for r in caplog.records if "health file" in r.getMessage()]
    assert len(warned) == 1 and "a-file" in warned[0].getMessage()


async def test_a_machine_too_slow_for_the_game_is_said_but_stays_healthy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    from bot.pace import Pace
    from bot.workers import Workers, call

    workers = Workers(0, call)
    workers.pace = Pace("pictures", floor=5.0, ceiling=60.0, slow_after=2.5)
    path = tmp_path / "health.json"
    health = Health(lambda: True, _fine, pools=lambda: [("drawing", workers)], path=path)
    try:
        assert (await health.check()).slow == []
        for _ in range(10):  # pictures have taken 4 s lately
            workers.pace.record(4.0)
        verdict = await health.check()
    finally:
        workers.close()
    assert verdict.healthy
    [slow] = verdict.slow
    assert "pictures" in slow and "4.00 s" in slow
    assert read_verdict(path).slow == [slow]
    assert main([str(path)]) == 0
    assert "too slow for the game" in capsys.readouterr().out
