from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from bot.cli.render import images, register
from bot.i18n import LOCALES, t
from tests.render.conftest import open_png
from tests.render.drawn import recorded, texts


def test_render_command_writes_every_sample_image(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers())
    args = parser.parse_args(["render", "--seed", "2", "--out", str(tmp_path / "images")])
    assert args.run(args) == 0
    written = sorted(p.name for p in (tmp_path / "images").iterdir())
    assert written == sorted(
        [
            "deck.png",
            "table.png",
            "hand.png",
            "hand-take.png",
            "hand-koikoi.png",
            "round-result.png",
            "match-result.png",
            "guide-standard.png",
            "guide-traditional.png",
            "guide-single-deal.png",
        ]
    )
    printed = capsys.readouterr().out.split()
    assert len(printed) == len(written)
    for path in printed:
        open_png(Path(path).read_bytes())


@pytest.mark.parametrize("lang", LOCALES)
def test_render_draws_with_the_bots_own_words_in_any_language_and_rules(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with recorded(monkeypatch) as seen:
        drawn = images(3, lang, "traditional")
    words = texts(seen)
    assert t(lang, "picture-dealer") in words  # the dealer's chip, as the bot words it
    assert t(lang, "table-target", target=50) in " ".join(words) or any(
        t(lang, "table-target", target=50).startswith(w) for w in words
    )  # the traditional target, maybe wrapped
    assert t(lang, "results-totals") in words
    assert t(lang, "teach-guide-grows") in words  # the guides' own words
    assert len(drawn) == 10


def test_render_rejects_an_unknown_language_with_a_clear_message(
    capsys: pytest.CaptureFixture[str],
) -> None:
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers())
    with pytest.raises(SystemExit):
        parser.parse_args(["render", "--lang", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err
