"""Where the pictures' fonts come from: shipped with their licence, or one pinned package."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bot.render.fonts import CHAIN

ROOT = Path(__file__).resolve().parents[1]
TYPEFACES = ROOT / "bot" / "render" / "typefaces"


def test_every_shipped_font_is_named_in_a_licence_beside_it():
    licences = "".join(path.read_text() for path in TYPEFACES.glob("*.txt"))
    fonts = sorted(TYPEFACES.glob("*.tt[fc]"))
    assert fonts
    for font in fonts:
        assert font.name in licences, font.name


def test_only_the_cjk_face_comes_from_outside_the_package():
    outside = [face.name for face in CHAIN if TYPEFACES not in face.path.parents]
    assert outside == ["Noto Sans CJK JP"]
    for face in CHAIN:
        assert face.path.is_file(), face.path


def test_the_dependencies_name_one_font_package_pinned_to_one_version():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    fonts = [r for r in project["dependencies"] if "font" in r]
    assert [re.split(r"[<>=]", r)[0] for r in fonts] == ["manimgx-fonts-cjk"]
    assert re.search(r"^manimgx-fonts-cjk==", (ROOT / "constraints.txt").read_text(), re.M)
