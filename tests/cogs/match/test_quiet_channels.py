"""Which requests a channel that refused the bot is spared, and for how long."""

from __future__ import annotations

import pytest

from cogs.match.quiet_channels import BACK_OFF, QuietChannels


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(
    ("code", "edit", "edits_spared"),
    [
        (50001, False, True),  # it may not see the channel: nothing reaches it
        (50013, False, False),  # a post refused: our own messages may still be edited
        (50013, True, True),  # an edit refused (Attach Files, say): edits are spared too
    ],
)
def test_a_refused_channel_is_spared_posts_and_edits_as_its_refusal_says(
    code: int, edit: bool, edits_spared: bool
) -> None:
    quiet = QuietChannels(Clock())
    quiet.refused(1, 10, code, edit=edit)
    assert quiet.quiet(10)
    assert quiet.quiet(10, edit=True) is edits_spared
    assert not quiet.quiet(11) and not quiet.quiet(11, edit=True)


def test_a_refused_edit_keeps_edits_spared_after_a_later_refused_post() -> None:
    clock = Clock()
    quiet = QuietChannels(clock)
    quiet.refused(1, 10, 50013, edit=True)
    clock.now += BACK_OFF[0]
    quiet.refused(1, 10, 50013)
    assert quiet.quiet(10, edit=True)


def test_a_refused_channel_is_tried_again_after_its_back_off_or_a_permission_change() -> None:
    clock = Clock()
    quiet = QuietChannels(clock)
    quiet.refused(1, 10, 50001)
    clock.now += BACK_OFF[0]
    assert not quiet.quiet(10, edit=True)
    quiet.refused(1, 10, 50001)
    assert quiet.quiet(10)
    quiet.may_have_changed(1)
    assert not quiet.quiet(10)
