"""The hand's card buttons: marked as capturing only when the player can play them."""

from __future__ import annotations

from dataclasses import replace

import discord

from bot.app.core.picture_words import picture_words
from bot.app.core.table import Table
from bot.app.kernel.messages import hand_buttons
from bot.engine import Match, Player, preset
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.i18n.catalog import LOCALES
from bot.render.words import waiting_label


def _table() -> Table:
    match = Match(preset("standard"), 7)
    return Table(1, 1 << 22, 10, (Player.member(100), Player.member(200)), match)


def _card_buttons(view: PlayerView, table: Table) -> list[discord.ui.Button[discord.ui.View]]:
    items = hand_buttons(table, view, "en", two_step=True).children
    return [item for item in items if isinstance(item, discord.ui.Button)][: view.hand_count]


def _capturing_view(table: Table, seat: int) -> PlayerView:
    view = table.match.view(seat)
    hand = [card for card in range(48) if view.hand >> card & 1]
    field = 1 << (hand[0] ^ 1)  # the other card of the first hand card's month pair
    return replace(view, field=field, phase=Phase.PLAY)


def test_out_of_turn_the_card_buttons_carry_no_capture_mark_and_are_grey() -> None:
    table = _table()
    waiting = 1 - (table.match.to_move or 0)
    buttons = _card_buttons(_capturing_view(table, waiting), table)
    assert all("✦" not in (b.label or "") for b in buttons)
    assert all(b.style is discord.ButtonStyle.secondary and b.disabled for b in buttons)


def test_on_the_players_turn_a_capturing_card_button_is_still_marked() -> None:
    table = _table()
    mover = table.match.to_move or 0
    buttons = _card_buttons(_capturing_view(table, mover), table)
    assert any("✦" in (b.label or "") for b in buttons)


def test_the_waiting_line_names_the_other_player_in_every_language() -> None:
    view = _table().match.view(0)
    for locale in LOCALES:
        line = waiting_label(picture_words(view, locale), "Zoë")
        assert "Zoë" in line and "{name}" not in line
