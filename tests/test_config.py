import re
import subprocess
import sys
import urllib.parse
from pathlib import Path

import pytest

from bot.config import MissingTokenError, load_settings

ROOT = Path(__file__).resolve().parents[1]


def test_settings_read_the_token_and_defaults_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    settings = load_settings()
    assert settings.discord_token.get_secret_value() == "abc"
    assert settings.database_path == Path("data/koikoi.db")
    assert settings.dev_guild_id is None


def test_drawing_processes_draw_ahead_unless_told_not_to(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.delenv("DRAW_AHEAD", raising=False)
    assert load_settings().draw_ahead is True
    monkeypatch.setenv("DRAW_AHEAD", "false")
    assert load_settings().draw_ahead is False


def test_settings_read_a_dotenv_file(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\nDEV_GUILD_ID=123456789012345678\n")
    settings = load_settings()
    assert settings.discord_token.get_secret_value() == "from-file"
    assert settings.dev_guild_id == 123456789012345678


def test_an_auto_process_asks_for_every_shard(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "auto")
    monkeypatch.setenv("SHARD_CLAIM", "2")
    settings = load_settings()
    assert settings.shard_ids == "auto" and settings.shard_claim == 2
    assert settings.wanted_shards() == [0, 1, 2, 3]


def test_missing_token_is_reported_as_its_own_error(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(MissingTokenError, match="DISCORD_TOKEN"):
        load_settings()


def test_the_bot_without_a_token_exits_2_with_one_clear_line(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "DISCORD_TOKEN" in lines[0] and "Traceback" not in done.stderr


def test_an_empty_token_counts_as_missing(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "  ")
    with pytest.raises(MissingTokenError, match="empty"):
        load_settings()


def test_the_example_env_file_works_once_a_token_is_filled_in(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    example = (ROOT / ".env.example").read_text()
    (tmp_path / ".env").write_text(example.replace("DISCORD_TOKEN=\n", "DISCORD_TOKEN=abc\n"))
    settings = load_settings()
    assert settings.discord_token.get_secret_value() == "abc"
    assert settings.dev_guild_id is None and settings.expert_time_budget == 0.5


def test_the_example_env_file_as_it_is_asks_for_a_token(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / ".env").write_text((ROOT / ".env.example").read_text())
    with pytest.raises(MissingTokenError):
        load_settings()


def test_a_database_url_selects_postgresql_instead_of_the_file(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DATABASE_URL", "postgresql://koikoi:secret@db/koikoi")
    settings = load_settings()
    assert settings.database_target() == "postgresql://koikoi:secret@db/koikoi"
    assert "secret" not in repr(settings)


def test_without_a_database_url_the_sqlite_file_is_used(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("DATABASE_PATH", "elsewhere/k.db")
    assert load_settings().database_target() == Path("elsewhere/k.db")


def _start(tmp_path, **settings):
    """``python -m bot`` in an empty folder with these settings (and a token)."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x"} | settings
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("settings", "said"),
    [
        ({"SHARD_IDS": "[0]"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_IDS": "[0, 4]", "SHARD_COUNT": "4"}, "SHARD_IDS [4] out of range"),
        ({"SHARD_IDS": "[1, 1]", "SHARD_COUNT": "2"}, "each shard this process runs once"),
        ({"SHARD_IDS": "auto"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_IDS": "[0]", "SHARD_COUNT": "2", "SHARD_CLAIM": "1"}, "SHARD_CLAIM is for"),
    ],
)
def test_shard_settings_that_cannot_work_stop_the_start_with_one_line(tmp_path, settings, said):
    done = _start(tmp_path, **settings)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and said in lines[0], done.stderr


@pytest.mark.parametrize("password", ["Zq7@Xw9", "Zq7/Xw9", "Zq7@Xw9/Kd2:Pm4"])
def test_a_database_url_with_an_unencoded_password_is_refused_without_showing_it(
    tmp_path, password
):
    url = f"postgresql://koikoi:{password}@postgres.invalid:5432/koikoi"
    done = _start(tmp_path, DATABASE_URL=url)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DATABASE_PASSWORD" in lines[0], done.stderr
    for part in (*re.split("[@/:]", password), "postgres.invalid"):
        assert part not in done.stderr


def test_a_password_of_any_characters_goes_into_the_url_encoded(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", "postgresql://koikoi@db:5432/koikoi")
    monkeypatch.setenv("DATABASE_PASSWORD", "a@b/c:d%e")
    target = load_settings().database_target()
    assert target == "postgresql://koikoi:a%40b%2Fc%3Ad%25e@db:5432/koikoi"
    assert urllib.parse.unquote(urllib.parse.urlsplit(target).password) == "a@b/c:d%e"


def test_a_database_url_without_postgresql_support_installed_says_which_extra(tmp_path):
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "asyncpg.py").write_text("raise ImportError('hidden')\n")
    (hide / "sitecustomize.py").write_text("import sys\nsys.modules['asyncpg'] = None\n")
    done = _start(
        tmp_path,
        DATABASE_URL="postgresql://koikoi@db.invalid:5432/koikoi",
        PYTHONPATH=f"{hide}:{ROOT}",
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "koikoi-bot[postgres]" in lines[0], done.stderr


@pytest.mark.slow
@pytest.mark.parametrize(
    ("settings", "said"),
    [
        ({"DEV_GUILD_ID": "-5"}, "DEV_GUILD_ID: not a Discord server id"),
        ({"DEV_GUILD_ID": "0"}, "DEV_GUILD_ID: not a Discord server id"),
        ({"DEV_GUILD_ID": "42"}, "DEV_GUILD_ID: not a Discord server id"),
        ({"DEV_GUILD_ID": str(2**64)}, "DEV_GUILD_ID: not a Discord server id"),
        ({"DISCORD_TOKEN": '"abc'}, "DISCORD_TOKEN: the token holds a quote"),
        ({"DISCORD_TOKEN": "abc def"}, "DISCORD_TOKEN: the token holds a quote or a space"),
        ({"DATABASE_PATH": "postgresql://db/k"}, "DATABASE_PATH: is a file name"),
    ],
)
def test_impossible_ids_and_mangled_values_stop_the_start_with_one_line(tmp_path, settings, said):
    done = _start(tmp_path, **settings)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and said in lines[0], done.stderr
    assert "abc" not in done.stderr  # a token is never shown


@pytest.mark.parametrize("quoted", ['"abc"', "'abc'", ' "abc" '])
def test_a_token_in_matching_quotes_is_read_without_them(monkeypatch, tmp_path, quoted):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", quoted)
    assert load_settings().discord_token.get_secret_value() == "abc"


def test_the_missing_token_line_names_the_env_file_it_looked_for(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(MissingTokenError) as missing:
        load_settings()
    said = str(missing.value)
    assert str(tmp_path / ".env") in said and "no such file" in said


def test_the_empty_token_line_names_the_env_file_it_read(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / ".env").write_text("DISCORD_TOKEN=' '\n")
    with pytest.raises(MissingTokenError) as missing:
        load_settings()
    said = str(missing.value)
    assert str(tmp_path / ".env") in said and "no such file" not in said
