"""Pictures drawn in palette indices look as the RGB drawing mapped onto the palette did."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import numpy as np
import pytest
from PIL import Image

from bot.engine.actions import PLAYS
from bot.engine.round import Phase
from bot.engine.rules import preset
from bot.engine.view import PlayerView
from bot.render import frames, indexed, legibility, png
from bot.render.demo import deciding, finished, mid_round
from bot.render.guide import render_yaku_guide
from bot.render.hand import hand_sketch, render_hand
from bot.render.leaderboard import BoardPicture, BoardRow, render_leaderboard
from bot.render.results import render_match_result, render_round_result
from bot.render.review import render_decision
from bot.render.table import render_table, table_sketch
from bot.render.tournament import StandingLine, StandingsPicture, render_standings
from tests.render.conftest import open_png
from tests.review.positions import feeding_position

NAMES = ("さくら", "Bartholomew the Patient")
Picture = Callable[[], bytes]


def _table() -> bytes:
    return render_table(_table_view(), NAMES)


def _table_view() -> PlayerView:
    match = mid_round(3)
    return PlayerView.public(match.round, match)


def _hand_view() -> PlayerView:
    match = mid_round(4)
    return match.view(match.round.to_move if match.round.to_move is not None else 0)


def _deciding_view() -> PlayerView:
    match = deciding(2, Phase.KOIKOI)
    assert match.round.to_move is not None
    return match.view(match.round.to_move)


def _round_result() -> bytes:
    match = finished(5)
    return render_round_result(match.results[0], NAMES, (0, 0), 1, len(match.results))


def _match_result() -> bytes:
    match = finished(6)
    return render_match_result(NAMES, match.scores, match.winner, match.results)


def _review() -> bytes:
    return render_decision(PlayerView.of(feeding_position(), 0), PLAYS[20], PLAYS[46], 1.8)


def _leaderboard() -> bytes:
    rows = tuple(
        BoardRow(str(i + 1), i + 1, name, "10 points", "1 win of 2")
        for i, name in enumerate(("山田太郎", "مريم الحسيني", "Zoë Ōtake", "Aoi"))
    )
    return render_leaderboard(BoardPicture("Koi-Koi ranking", rows, "Page 1 of 1"))


def _tournament() -> bytes:
    lines = tuple(StandingLine(i + 1, NAMES[i % 2], "1–0–1", str(6 - i)) for i in range(5))
    picture = StandingsPicture("Koi-Koi cup", "Swiss · round 2 of 3", "W–D–L", "Points", lines, "")
    return render_standings(picture)


# The pictures drawn in parts, each part mapped alone in the RGB drawing: their parts' boxes.
PARTS: dict[str, Callable[[], list[frames.Box]]] = {
    "table": lambda: [p.box for p in table_sketch(_table_view(), NAMES).parts],
    "hand": lambda: [p.box for p in hand_sketch(_hand_view(), NAMES).parts],
    "decision panel": lambda: [p.box for p in hand_sketch(_deciding_view(), NAMES).parts],
}
KINDS: dict[str, Picture] = {
    "table": _table,
    "hand": lambda: render_hand(_hand_view(), NAMES),
    "decision panel": lambda: render_hand(_deciding_view(), NAMES),
    "round result": _round_result,
    "match result": _match_result,
    "guide": lambda: render_yaku_guide(preset("standard")),
    "review": _review,
    "leaderboard": _leaderboard,
    "tournament": _tournament,
}


@contextmanager
def _true_colours(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Image.Image]]:
    """Within the block, the RGB drawing's pictures before they were mapped onto the palette
    (a table or hand part by part, in the order of its parts)."""
    seen: list[Image.Image] = []

    def keep(rgb: Image.Image) -> Image.Image:
        seen.append(rgb.copy())
        return mapped(rgb)

    mapped = png.paletted
    with monkeypatch.context() as patch:
        patch.setattr(png, "paletted", keep)
        patch.setattr(frames, "paletted", keep)
        yield seen


def _whole(seen: list[Image.Image], size: tuple[int, int], parts: list[frames.Box]) -> Image.Image:
    """The true colours of a whole picture from its mapped pieces."""
    if len(seen) == 1:
        return seen[0]
    whole = Image.new("RGB", size)
    for box, piece in zip(parts, seen, strict=True):
        whole.paste(piece, box[:2])
    return whole


def _pixels(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("RGB"), np.int32)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_of_picture_is_as_close_to_its_true_colours_as_the_rgb_drawing(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    draw = KINDS[kind]
    frames.FRAMES.clear()
    with legibility.recording() as said:
        drawn = open_png(draw())
    with (
        _true_colours(monkeypatch) as seen,
        legibility.recording() as said_before,
        indexed.reference(),
    ):
        before = open_png(draw())
    parts = PARTS[kind]() if kind in PARTS else []
    true = _pixels(_whole(seen, before.size, parts))
    assert drawn.size == before.size
    assert [(t.text, t.size) for t in said] == [(t.text, t.size) for t in said_before]
    now, then = _pixels(drawn), _pixels(before)
    # The palette's own error, and the new drawing's: the new is no further from the truth.
    own = np.abs(then - true).mean()
    assert np.abs(now - true).mean() <= own + 0.05, (kind, own)
    changed = (now != then).any(axis=-1)
    assert changed.mean() < 0.005, kind  # blends over cards only: rims of fanned cards
    assert np.abs(now - then).mean() < 0.1, kind


def test_the_lookup_maps_every_colour_as_pillow_does() -> None:
    rng = np.random.default_rng(7)
    colours = rng.integers(0, 256, (200, 300, 3), dtype=np.uint8)
    mapped = png.paletted(Image.fromarray(colours))
    assert indexed.map_rgb(colours).tobytes() == mapped.tobytes()


def test_a_blend_over_one_ground_is_pillows_blend_mapped() -> None:
    rng = random.Random(3)
    palette = indexed.colours()
    for _ in range(200):
        ground = rng.randrange(len(palette))
        colour = tuple(rng.randrange(256) for _ in range(3))
        alpha = rng.randrange(256)
        sprite = Image.new("RGBA", (1, 1), (*colour, alpha))
        canvas = Image.new("RGB", (1, 1), tuple(int(c) for c in palette[ground]))
        canvas.paste(sprite, (0, 0), sprite)
        expected = png.paletted(canvas).getpixel((0, 0))
        tint = (np.array([colour], np.uint32) * alpha).astype(np.uint16)
        got = indexed.blend(np.array([ground], np.uint8), tint, np.array([alpha], np.uint32))
        assert int(got[0]) == expected


def test_a_table_drawn_in_indices_needs_no_mapping_onto_the_palette(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(rgb: Image.Image) -> Image.Image:
        raise AssertionError("a picture was mapped onto the palette")

    indexed.lookup()  # built once, by Pillow's own mapping
    monkeypatch.setattr(png, "paletted", refuse)
    monkeypatch.setattr(frames, "paletted", refuse)
    open_png(_table())
    open_png(_round_result())
