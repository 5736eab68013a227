"""A replay drawn: the live table's own pictures, one frame a move, within Discord's limit."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageSequence

from bot.app.core.picture_words import picture_words
from bot.render.demo import finished
from bot.render.table import render_table
from bot.replay import reel
from bot.replay.reel import HAND_H, ReplayOrder, TooLong, draw_replay
from bot.replay.scenes import PlayedMatch, Span, moves_in, scenes

NAMES = ("Aoi", "Expert")


@pytest.fixture(scope="module")
def played() -> PlayedMatch:
    return PlayedMatch.of(finished(5))


def frames(gif: bytes) -> list[Image.Image]:
    with Image.open(io.BytesIO(gif)) as picture:
        assert picture.format == "GIF"
        return [frame.convert("RGB") for frame in ImageSequence.Iterator(picture)]


def test_a_rounds_replay_has_a_frame_for_its_deal_each_move_and_its_result(played):
    gif = draw_replay(ReplayOrder(played, Span("round", 1), NAMES, "en"))
    with Image.open(io.BytesIO(gif)) as picture:
        assert picture.n_frames == 1 + moves_in(played, Span("round", 1)) + 1


def test_the_public_replays_frames_are_the_public_table_the_channel_saw(played):
    order = ReplayOrder(played, Span("round", 1), NAMES, "en", shrink=1)
    shown = scenes(played, Span("round", 1))
    for number, frame in enumerate(frames(draw_replay(order))[:3]):
        view = shown[number].view
        table = Image.open(io.BytesIO(render_table(view, NAMES, picture_words(view, "en", NAMES))))
        drawn = frame.crop((0, 0, table.width, table.height))
        assert drawn.tobytes() == table.convert("RGB").tobytes(), f"frame {number}"


def test_the_public_replay_has_no_place_for_a_hand_and_a_players_has_one(played):
    public = draw_replay(ReplayOrder(played, Span("round", 1), NAMES, "en", shrink=1))
    own = draw_replay(ReplayOrder(played, Span("round", 1), NAMES, "en", seat=0, shrink=1))
    assert frames(own)[0].height - frames(public)[0].height == HAND_H


def test_the_public_replay_never_draws_a_hand(played, monkeypatch):
    drawn: list[int] = []
    monkeypatch.setattr(reel, "_hand", lambda *args, **kwargs: drawn.append(1))
    draw_replay(ReplayOrder(played, Span("round", 1), NAMES, "en"))
    assert drawn == []


def test_the_same_order_gives_the_same_bytes(played):
    order = ReplayOrder(played, Span("best"), NAMES, "en", seat=1)
    assert draw_replay(order) == draw_replay(order)


def test_a_replay_too_large_at_half_size_is_drawn_at_a_third(played, monkeypatch):
    order = ReplayOrder(played, Span("round", 1), NAMES, "en")
    half = len(draw_replay(order))
    monkeypatch.setattr(reel, "UPLOAD_LIMIT", half - 1)
    assert frames(draw_replay(order))[0].width == 400


def test_a_replay_too_large_even_at_a_third_is_refused(played, monkeypatch):
    monkeypatch.setattr(reel, "UPLOAD_LIMIT", 1000)
    with pytest.raises(TooLong):
        draw_replay(ReplayOrder(played, Span("round", 1), NAMES, "en"))


@pytest.mark.slow
def test_the_longest_whole_match_fits_discords_upload_limit_at_half_size():
    longest = finished(94)  # 208 actions in 12 rounds: the longest of 300 seeded matches
    assert longest.round_number == 12 and len(longest.actions) == 208
    gif = draw_replay(ReplayOrder(PlayedMatch.of(longest), Span("match"), NAMES, "en"))
    assert len(gif) <= reel.UPLOAD_LIMIT
    with Image.open(io.BytesIO(gif)) as picture:
        assert picture.width == 600 and picture.n_frames == 208 + 2 * 12 + 1
