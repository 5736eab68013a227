"""A member's policy for clicking through a match, and helpers to follow it."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.ai import choose_action
from bot.engine import Phase
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import Member
from testing.harness import World, controls


@dataclass
class Clicker:
    """Plays a member's turns by clicking the buttons of their hand message.

    Card choices follow the normal computer's judgement on the member's own view; at a
    STOP / KOI-KOI decision it calls koi-koi ``koikoi_calls`` times a round, then stops.
    """

    world: World
    member: Member
    koikoi_calls: int = 1
    clicked: list[str] = field(default_factory=list)
    _calls_this_round: dict[int, int] = field(default_factory=dict)

    async def take_turn(self) -> bool:
        """Click once if it is the member's decision; False when there was nothing to do."""
        world = self.world
        assert world.bot is not None
        table = world.bot.matches.tables.playing(world.guild.id, self.member.id)
        if table is None:
            return False
        seat = table.seat_of(self.member.id)
        if table.match.to_move != seat:
            return False
        message = world.latest_hand(self.member)
        buttons = {
            c.verb + (f":{c.arg}" if c.arg is not None else ""): (c, enabled)
            for c, enabled, _ in controls(world.fake, message)
        }
        view = table.view(seat)
        if view.phase is Phase.KOIKOI:
            round_number = table.match.round_number
            calls = self._calls_this_round.get(round_number, 0)
            verb = "koikoi:0" if calls < self.koikoi_calls and "koikoi:0" in buttons else "stop:0"
            if verb == "koikoi:0":
                self._calls_this_round[round_number] = calls + 1
        else:
            action = choose_action("normal", view, seed=table.seq)
            verb = str(action)
        if verb not in buttons and verb.replace("play", "pick") in buttons:
            # Two-step play: pick the card, then confirm it on the refreshed hand.
            control, enabled = buttons[verb.replace("play", "pick")]
            assert enabled
            await self.click(message, control)
            message = world.fake.message(message.id)
            confirm = [c for c, on, _ in controls(world.fake, message) if c.verb == "play" and on]
            assert [c.arg for c in confirm] == [control.arg], "no confirm button for the pick"
            await self.click(message, confirm[0])
            return True
        control, enabled = buttons[verb]
        assert enabled, f"{verb} is shown disabled on {self.member}'s turn"
        await self.click(message, control)
        return True

    async def click(self, message, control: MatchControl) -> None:
        custom_id = next(
            b.custom_id
            for b in self.world.fake.find_buttons(message)
            if parse_control(b.custom_id) == control
        )
        self.clicked.append(custom_id)
        interaction = await self.world.fake.click(self.member, message, custom_id)
        await interaction.wait_response()
        await self.world.settle()


async def play_out(world: World, *clickers: Clicker, limit: int = 400) -> None:
    """Click until no member has anything to do (the match is over)."""
    for _ in range(limit):
        if not any([await clicker.take_turn() for clicker in clickers]):
            return
    raise AssertionError("the match did not end")
