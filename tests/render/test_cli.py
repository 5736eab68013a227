from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from bot.cli.render import register
from tests.render.conftest import open_png


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
