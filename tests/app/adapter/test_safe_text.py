from bot.app.adapter.safe_text import plain_name, shown_name


def test_direction_overrides_and_control_characters_are_removed_from_a_name():
    assert plain_name("ali\u202ece\u2066\n") == "alice"


def test_a_masked_link_in_a_name_is_escaped_so_it_shows_as_text():
    shown = shown_name("[Nitro](https://x.co) @everyone")
    assert "[Nitro](https://x.co)" not in shown
    assert shown.replace("\\", "") == "[Nitro](https://x.co) @everyone"


def test_a_name_of_only_controls_falls_back_to_a_placeholder():
    assert plain_name("\u202e\u202c") == "?"
