from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont, ImageStat

from bot.render.fonts import (
    CHAIN,
    ELLIPSIS,
    NEUTRAL,
    clean,
    draw_text,
    face_font,
    face_of,
    fit,
    runs,
    text_width,
)

NAMES = {
    "polish": "Łukasz Żółć Ścibor",
    "norwegian": "Bjørn Ærøe Åsa",
    "malay": "Nur Aisyah binti Abdul Raḥmān",
    "vietnamese": "Nguyễn Thị Hương Trần Đức",
    "greek": "Ελένη Παπαδοπούλου",
    "cyrillic": "Дмитрий Ёжиков",
    "japanese kana and kanji": "さくら カタカナ 山田太郎",
    "chinese": "王小明 张伟 鑫",
    "korean": "김민준 한글",
    "symbols": "CPU ★★★ ✦ ×2 · Gokō",
}


def _tofu(face: int, bold: bool) -> bytes:
    """The face's missing-glyph box, drawn for a private-use character."""
    return bytes(face_font(face, 40, bold).getmask("\ue000"))


@pytest.mark.parametrize("script", NAMES)
@pytest.mark.parametrize("bold", [False, True])
def test_a_name_in_each_script_is_drawn_without_missing_glyphs(script: str, bold: bool) -> None:
    name = NAMES[script]
    assert clean(name) == unicodedata.normalize("NFKC", name)
    for char in name.replace(" ", ""):
        face = face_of(char)
        assert face is not None, char
        assert bytes(face_font(face, 40, bold).getmask(char)) != _tofu(face, bold), char


def _drawn(text: str, bold: bool = False) -> Image.Image:
    image = Image.new("RGB", (900, 60), (0, 0, 0))
    draw_text(ImageDraw.Draw(image), (4, 30), text, 32, (255, 255, 255), "lm", bold)
    return image.convert("L")


def test_a_drawn_name_differs_from_a_row_of_missing_glyph_boxes() -> None:
    for name in NAMES.values():
        tofu = "\ue000" * len(name)
        assert _drawn(name).tobytes() != _drawn(tofu).tobytes(), name


def test_names_like_the_issue_reported_keep_every_letter() -> None:
    assert clean("Łukasz") == "Łukasz"
    assert clean("Bjørn") == "Bjørn"
    assert clean("さくら") == "さくら"
    assert clean("CPU ★") == "CPU ★"


def test_a_character_no_font_draws_becomes_one_neutral_mark_per_run() -> None:
    assert clean("Bob \U000f0000\U000f0001 Ann") == f"Bob {NEUTRAL} Ann"


def test_an_emoji_is_drawn_by_the_emoji_face() -> None:
    face = face_of("😀")
    assert face is not None and CHAIN[face].name == "Noto Emoji"


def test_joiners_and_emoji_selectors_are_dropped() -> None:
    assert clean("A\u200db\ufe0f") == "Ab"


def test_a_name_with_nothing_drawable_falls_back() -> None:
    assert clean("\U000f0000", fallback="P2") == "P2"


def test_bold_is_the_fonts_heavier_weight_not_the_same_outline() -> None:
    regular = _drawn("Minami 南", bold=False)
    bold = _drawn("Minami 南", bold=True)
    ink = [ImageStat.Stat(image).sum[0] for image in (regular, bold)]
    assert ink[1] > 1.25 * ink[0]
    assert text_width("Minami", 32, bold=True) > text_width("Minami", 32)


def test_full_width_letters_are_folded_to_ascii() -> None:
    assert clean("ＡＢＣ") == "ABC"


def test_whitespace_runs_collapse() -> None:
    assert clean("  a \t\n b ") == "a b"


def test_fit_trims_a_long_name_with_an_ellipsis() -> None:
    trimmed = fit("A very long player name indeed", 30, 200, bold=True)
    assert trimmed.endswith(ELLIPSIS)
    assert text_width(trimmed, 30, bold=True) <= 200


def test_fit_trims_a_long_japanese_name_too() -> None:
    trimmed = fit("山田太郎山田太郎山田太郎山田太郎", 30, 200, bold=True)
    assert trimmed.endswith(ELLIPSIS)
    assert text_width(trimmed, 30, bold=True) <= 200


def test_fit_leaves_a_short_name_alone() -> None:
    assert fit("Aoi", 30, 200) == "Aoi"


def _pillow_text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, anchor: str
) -> None:
    """What draw_text drew before its cache: each run by ImageDraw.text on one baseline."""
    main = face_font(0, size)
    ascent, descent = main.getmetrics()
    pieces = runs(text)
    width = sum(face_font(face, size).getlength(run) for face, run in pieces)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
    middle = -main.getbbox("H", anchor="ls")[1] / 2
    baseline = xy[1] + {"a": ascent, "m": middle, "s": 0, "d": -descent}[anchor[1]]
    for face, run in pieces:
        f = face_font(face, size)
        draw.text((x, baseline), run, font=f, fill=(250, 240, 200), anchor="ls")
        x += f.getlength(run)


@pytest.mark.parametrize("script", NAMES)
@pytest.mark.parametrize("anchor", ["la", "mm", "rs", "ld"])
def test_drawn_text_is_what_pillow_draws_at_the_same_place(script: str, anchor: str) -> None:
    text = clean(NAMES[script])
    ours, pillows = (Image.new("RGB", (700, 90), (20, 60, 40)) for _ in range(2))
    for x, y in ((350.0, 45.0), (351.37, 44.62), (349.5, 45.5)):
        draw_text(ImageDraw.Draw(ours), (x, y), text, 27, (250, 240, 200), anchor)
        _pillow_text(ImageDraw.Draw(pillows), (x, y), text, 27, anchor)
    assert ours.tobytes() == pillows.tobytes()


def test_the_same_text_at_the_same_place_is_rendered_by_the_fonts_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rendered: list[str] = []
    getmask2 = ImageFont.FreeTypeFont.getmask2

    def counting(self: ImageFont.FreeTypeFont, text: str, *args: Any, **kwargs: Any) -> Any:
        rendered.append(text)
        return getmask2(self, text, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", counting)
    image = Image.new("RGB", (400, 60))
    draw_text(ImageDraw.Draw(image), (10.25, 30.5), "Kasu 10 — カス", 23, (255, 255, 255), "lm")
    first = len(rendered)
    draw_text(ImageDraw.Draw(image), (10.25, 30.5), "Kasu 10 — カス", 23, (9, 9, 9), "lm")
    assert first >= 2  # two faces
    assert len(rendered) == first


def test_a_space_after_an_emoji_is_as_narrow_as_the_main_fonts() -> None:
    # The emoji font's space is five times wider: "❀🖼 Sakura" lost its letters to the gap.
    gap = text_width("🖼 Sakura", 30, bold=True) - text_width("🖼Sakura", 30, bold=True)
    assert gap == text_width(" ", 30, bold=True)
    assert fit("❀🖼 Sakura", 30, 240, bold=True) == "❀🖼 Sakura"
