from __future__ import annotations

import random
import sys

import pytest
from PIL import Image

from bot.engine import Match, preset
from bot.engine.cards import Kind
from bot.engine.view import PlayerView
from bot.render import compose, indexed, render_hand, render_round_result, render_table, stamps
from bot.render.cards import BACK_CARD, card_sprite
from bot.render.demo import play
from bot.render.palette import HIGHLIGHT, INK, TURN
from bot.render.sprites import badge, capture_tab, disc, rounded_box
from bot.render.stamps import Stamp, cut
from bot.render.warm import live_card_widths

NAMES = ("Aoi", "Ren")


def _noise(size: tuple[int, int], seed: int) -> Image.Image:
    rng = random.Random(seed)
    pixels = bytes(rng.randrange(256) for _ in range(3 * size[0] * size[1]))
    return Image.frombytes("RGB", size, pixels)


def _blended_area(stamp: Stamp) -> int:
    return sum(p.image.width * p.image.height for p in stamp.pieces if p.blends)


def _sprites() -> list[Image.Image]:
    cards = [
        card_sprite(card, width) for width in live_card_widths() for card in (0, 17, 45, BACK_CARD)
    ]
    return [
        *cards,
        rounded_box(300, 120, 16, None, TURN, 4),
        rounded_box(96, 44, 22, INK, HIGHLIGHT, 2),
        disc(12, HIGHLIGHT),
        disc(18, HIGHLIGHT, INK, 1),
        badge(Kind.BRIGHT, 32),
        capture_tab(28),
    ]


@pytest.mark.parametrize("index", range(len(_sprites())))
def test_a_cut_sprite_pastes_exactly_as_blending_it_whole(index: int) -> None:
    sprite = _sprites()[index]
    expected = _noise((sprite.width + 9, sprite.height + 7), index)
    pressed = expected.copy()
    expected.paste(sprite, (4, 3), sprite)
    cut(sprite).press(pressed, 4, 3)
    assert pressed.tobytes() == expected.tobytes()


def test_a_cut_sprite_half_off_the_canvas_pastes_as_blending_it_whole() -> None:
    sprite = card_sprite(9, 86)
    expected = _noise((60, 60), 1)
    pressed = expected.copy()
    expected.paste(sprite, (-30, 20), sprite)
    cut(sprite).press(pressed, -30, 20)
    assert pressed.tobytes() == expected.tobytes()


def test_most_of_a_card_is_copied_rather_than_blended() -> None:
    for width in live_card_widths():
        sprite = card_sprite(3, width)
        assert _blended_area(cut(sprite)) < 0.25 * sprite.width * sprite.height


def test_the_clear_middle_of_a_ring_is_not_blended() -> None:
    ring = rounded_box(1164, 227, 16, None, TURN, 4)
    assert _blended_area(cut(ring)) < 0.2 * ring.width * ring.height


def test_a_wholly_clear_sprite_has_nothing_to_paste() -> None:
    assert cut(Image.new("RGBA", (20, 10), (5, 5, 5, 0))).pieces == ()


@pytest.mark.slow
def test_every_live_picture_is_the_same_as_with_every_sprite_blended_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def blend_whole(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
        canvas.paste(sprite, (round(x), round(y)), sprite)

    users = [m for m in list(sys.modules.values()) if getattr(m, "paste", None) is compose.paste]
    monkeypatch.setattr(indexed, "drawing_in_rgb", lambda: True)  # cut pieces blend RGB alike
    for rules in ("standard", "traditional", "single-deal"):
        match = Match(preset(rules), 11)
        rng = random.Random(11)
        for _ in range(16):
            if match.over:
                break
            seat = match.round.to_move if match.round.to_move is not None else 0
            public, own = PlayerView.public(match.round, match), match.view(seat)
            pressed = (render_table(public, NAMES), render_hand(own, NAMES))
            with monkeypatch.context() as patch:
                for module in users:
                    patch.setattr(module, "paste", blend_whole)
                blended = (render_table(public, NAMES), render_hand(own, NAMES))
            assert pressed == blended
            play(match, rng, 3)
        assert match.results
        for number, result in enumerate(match.results, start=1):
            pressed_result = render_round_result(result, NAMES, (0, 0), number, 1)
            with monkeypatch.context() as patch:
                for module in users:
                    patch.setattr(module, "paste", blend_whole)
                assert render_round_result(result, NAMES, (0, 0), number, 1) == pressed_result


def test_the_cuts_kept_are_bounded_and_the_most_recent_stay(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(stamps, "MAX_KEPT", 3)
    monkeypatch.setattr(stamps, "_kept", type(stamps._kept)())
    card = card_sprite(0, 46)
    first = stamps.stamp_of(card)
    for width in (20, 21, 22):
        stamps.stamp_of(rounded_box(width, 10, 3, INK))
        assert stamps.stamp_of(card) is first  # pasted again, so kept
    assert len(stamps._kept) == 3
