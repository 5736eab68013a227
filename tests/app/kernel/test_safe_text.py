import pytest

from bot.app.kernel.safe_text import plain_name, shown_name


def test_direction_overrides_and_control_characters_are_removed_from_a_name():
    assert plain_name("ali\u202ece\u2066\n") == "alice"


def test_a_masked_link_in_a_name_is_escaped_so_it_shows_as_text():
    shown = shown_name("[Nitro](https://x.co) @everyone")
    assert "[Nitro](https://x.co)" not in shown
    # Only escapes were added: a backslash per markdown character, a zero-width space after '@'.
    assert shown.replace("\\", "").replace("\u200b", "") == "[Nitro](https://x.co) @everyone"


def test_a_name_of_only_controls_falls_back_to_a_placeholder():
    assert plain_name("\u202e\u202c") == "?"


def test_zero_width_characters_are_removed_from_a_name():
    assert plain_name("a\u200bl\u200ci\u200dc\u2060e\ufeff") == "alice"


@pytest.mark.parametrize("mention", ["@everyone", "@here", "<@123>", "<@&456>", "<@!789>"])
def test_a_mention_in_a_name_cannot_ping(mention: str):
    shown = shown_name(f"x {mention}")
    assert mention not in shown
    assert "@\u200b" in shown


@pytest.mark.parametrize("control", list("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
def test_every_direction_control_is_removed_from_a_shown_name(control: str):
    assert control not in shown_name(f"ab{control}cd")
