"""Pictures drawn over a match's kept frame are the full drawings, pixel for pixel."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.app.core.picture_words import picture_words
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.rules import PRESETS, preset
from bot.engine.view import PlayerView
from bot.render import frames
from bot.render.frames import FrameStore, Sketch
from bot.render.hand import draw_hand, hand_sketch, render_hand
from bot.render.table import draw_table, render_table, table_sketch
from tests.render.conftest import open_png

LANGUAGES = ("en", "ja", "ms", "pl", "nb")
NAMES = {
    "en": ("Aki", "Bartholomew the Patient"),
    "ja": ("さくら", "山田太郎"),
    "ms": ("Siti Nurhaliza", "Ah Kow"),
    "pl": ("Żaneta Źdźbło", "Grzegorz"),
    "nb": ("Åse Ødegård", "Bjørn"),
}
_routes = itertools.count(1_000_000)


def _picked(match: Match, seat: int, rng: random.Random) -> int | None:
    """A hand card picked in two-step play, now and then, while ``seat`` is to play."""
    view = match.view(seat)
    if view.phase is not Phase.PLAY or view.to_move != seat or not view.hand or rng.random() < 0.5:
        return None
    return rng.choice([card for card in range(48) if view.hand >> card & 1])


def _same_as_drawn_in_full(match: Match, route: int, locale: str, rng: random.Random) -> None:
    names = NAMES[locale]
    public = PlayerView.public(match.round, match)  # the table as the bot draws it: the public view
    words = picture_words(public, locale, names)
    kept = draw_table(route, public, names, words)
    assert kept == render_table(public, names, words), (locale, "table", public)
    for seat in (0, 1):
        view = match.view(seat)
        words = picture_words(view, locale, names)
        picked = _picked(match, seat, rng)
        kept = draw_hand(route, view, names, words, picked)
        assert kept == render_hand(view, names, words, picked), (locale, "hand", seat, view)


@pytest.mark.slow
@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_every_picture_of_a_whole_match_drawn_over_its_last_frame_is_the_full_drawing(
    rules: str, locale: str
) -> None:
    rng = random.Random(f"{rules} {locale}")
    match = Match(preset(rules), rng.randrange(2**32))
    route = next(_routes)
    states = 0
    while not match.over:
        _same_as_drawn_in_full(match, route, locale, rng)
        match.apply(rng.choice(match.legal_actions()))
        states += 1
    _same_as_drawn_in_full(match, route, locale, rng)  # the final table drops the match's frames
    assert states > 8  # a round at least, to the match's end
    assert not [key for key in frames.FRAMES._frames if key[1] == route]


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_first_turns_drawn_over_their_last_frame_are_the_full_drawings(locale: str) -> None:
    rng = random.Random(locale)
    rules = sorted(PRESETS)[LANGUAGES.index(locale) % len(PRESETS)]
    match = Match(preset(rules), rng.randrange(2**32))
    route = next(_routes)
    for _ in range(8):
        _same_as_drawn_in_full(match, route, locale, rng)
        match.apply(rng.choice(match.legal_actions()))


def _sketch(seed: int) -> tuple[Sketch, Sketch]:
    match = Match(preset("standard"), seed)
    rng = random.Random(seed)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    view = match.view(0)
    return table_sketch(view, ("A", "B")), hand_sketch(view, ("A", "B"))


def test_a_frame_is_redrawn_only_where_a_key_changed() -> None:
    table, _ = _sketch(3)
    _, frame = frames.draw(table)
    painted: list[str] = []
    parts = tuple(
        frames.Part(
            p.name, p.box, p.key, lambda image, p=p: (painted.append(p.name), p.paint(image))
        )
        for p in table.parts
    )
    again = Sketch(table.width, table.height, table.ground, table.layout, parts)
    png, _ = frames.draw(again, frame)
    assert painted == []
    assert png == frames.render(table)


def test_a_frame_of_another_layout_is_drawn_in_full() -> None:
    table, hand = _sketch(4)
    _, frame = frames.draw(table)
    png, _ = frames.draw(hand, frame)
    assert png == frames.render(hand)
    assert open_png(png).size == (hand.width, hand.height)


def test_the_frames_kept_are_bounded_by_count_and_by_bytes() -> None:
    table, _ = _sketch(5)
    _, frame = frames.draw(table)
    by_count = FrameStore(most=3, most_bytes=10**9)
    for route in range(5):
        by_count.keep(("table", route, 0), frame)
    assert len(by_count) == 3
    by_bytes = FrameStore(most=100, most_bytes=2 * frame.size + 1)
    for route in range(5):
        by_bytes.keep(("table", route, 0), frame)
    assert len(by_bytes) == 2
    assert by_bytes.bytes == 2 * frame.size
    assert by_bytes.take(("table", 4, 0)) is frame
    assert by_bytes.take(("table", 0, 0)) is None  # the oldest went first


def test_a_match_that_ends_leaves_no_frame_behind() -> None:
    table, _ = _sketch(6)
    _, frame = frames.draw(table)
    store = FrameStore()
    for key in (("table", 7, 0), ("hand", 7, 0), ("hand", 7, 1), ("table", 8, 0)):
        store.keep(key, frame)
    store.drop_match(7)
    assert len(store) == 1
    assert store.bytes == frame.size
