"""Discord messages for a table: the public table, a player's hand, results.

Builders only: they take the game's state and return embeds, files and buttons.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.app.core.house_rules import played_words
from bot.app.core.narration import card_name, narrate, yaku_line
from bot.app.core.table import Table
from bot.app.kernel.custom_ids import (
    AfterMatchId,
    HandId,
    HelpId,
    HintId,
    LegendId,
    MoveId,
    MoveVerb,
    ReplayId,
)
from bot.app.kernel.places import PlaceName
from bot.engine import PRESETS, Phase, PlayerView, RoundResult
from bot.engine.cards import iter_cards
from bot.i18n import t
from bot.render import hand_letter

MAX_NARRATION_LINES = 8
TABLE_COLOUR = discord.Colour.from_rgb(196, 48, 43)


@dataclass
class Rendered:
    """What a message is made of."""

    content: str | None = None
    embed: discord.Embed | None = None
    file: discord.File | None = None
    view: discord.ui.View | None = None

    def as_kwargs(self, *, edit: bool = False) -> dict[str, Any]:
        """Keyword arguments for send or edit (an edit replaces the image and buttons)."""
        kwargs: dict[str, Any] = {"content": self.content, "embed": self.embed}
        if edit:
            kwargs["attachments"] = [self.file] if self.file is not None else []
            kwargs["view"] = self.view if self.view is not None else discord.ui.View()
            return kwargs
        if self.file is not None:
            kwargs["file"] = self.file
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def sent(self) -> None:
        """The message went out: let its buttons go (a view and its items point at each other,
        which only the garbage collector's full passes would undo)."""
        if self.view is not None:
            self.view.clear_items()


class Picture(discord.File):
    """An in-memory PNG attachment."""

    __slots__ = ()

    def close(self) -> None:
        """Nothing to close in memory. (discord.File would put the buffer's own close method on
        the buffer, a reference cycle that only the garbage collector's full passes free.)"""


MAX_DESCRIPTION = 1024  # Discord's limit on an attachment's description (its alt text)


def png_file(data: bytes, name: str, description: str | None = None) -> discord.File:
    """An in-memory PNG attachment, with what it shows in words for screen readers."""
    if description is not None and len(description) > MAX_DESCRIPTION:
        description = description[: MAX_DESCRIPTION - 1] + "…"
    return Picture(io.BytesIO(data), filename=name, description=description)


def stopped_view(*items: discord.ui.Item[discord.ui.View]) -> discord.ui.View:
    """A view that discord.py will not keep in memory: buttons are routed by custom_id."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


def button(
    custom_id: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    *,
    disabled: bool = False,
    row: int | None = None,
    emoji: str | None = None,
) -> discord.ui.Button[discord.ui.View]:
    """A button whose custom_id routes it (labels are cut to Discord's 80 characters)."""
    return discord.ui.Button(
        custom_id=custom_id, label=label[:80], style=style, disabled=disabled, row=row, emoji=emoji
    )


def table_embed(
    table: Table, view: PlayerView, names: Sequence[str], locale: str, lines: Sequence[str]
) -> discord.Embed:
    """The public embed (``view``: the table's public view): players, scores, round, dealer,
    turn, koi-koi, last moves."""
    match = table.match
    embed = discord.Embed(
        title=t(locale, "table-title", name0=names[0], name1=names[1]),
        colour=TABLE_COLOUR,
        description="\n".join(lines[-MAX_NARRATION_LINES:]) or None,
    )
    embed.add_field(name=t(locale, "table-round"), value=round_value(view, locale))
    embed.add_field(
        name=t(locale, "table-score"),
        value=f"{names[0]} **{match.scores[0]}** · {names[1]} **{match.scores[1]}**"
        + (f"\n{t(locale, 'table-target', target=view.target_score)}" if view.target_score else ""),
    )
    embed.add_field(name=t(locale, "table-dealer"), value=names[view.dealer])
    if match.over:
        turn = t(locale, "table-match-over")
    else:
        assert view.to_move is not None
        turn = t(locale, f"table-turn-{view.phase.value}", name=names[view.to_move])
    embed.add_field(name=t(locale, "table-turn"), value=turn)
    embed.add_field(name=t(locale, "table-koikoi"), value=koikoi_value(view, names, locale))
    embed.add_field(
        name=t(locale, "table-draw-pile"),
        value=t(locale, "table-draw-pile-value", count=view.draw_pile_count),
    )
    if table.hinted:
        hinted = t(locale, "table-hinted")
        embed.add_field(name=t(locale, "hint-button"), value=hinted, inline=False)
    embed.set_image(url="attachment://table.png")
    rules = (
        t(locale, f"preset-{view.rules.name}") if view.rules.name in PRESETS else view.rules.name
    )
    rules = " + ".join([rules, *played_words(locale, view.rules)])  # the house rules, briefly
    embed.set_footer(text=t(locale, "table-footer", rules=rules, match=table.match_id))
    return embed


def round_value(view: PlayerView, locale: str) -> str:
    """The round, the month and how far the match goes: "3 of 12 · March", or "15 · March ·
    first to 50" when the rounds are open-ended."""
    month = t(locale, f"month-{view.month}")
    if view.rounds is None and view.target_score is not None:
        return t(
            locale,
            "table-round-open-value",
            number=view.round_number,
            month=month,
            target=view.target_score,
        )
    rounds = view.rounds if view.rounds is not None else "∞"
    return t(locale, "table-round-value", number=view.round_number, rounds=str(rounds), month=month)


def koikoi_value(view: PlayerView, names: Sequence[str], locale: str) -> str:
    """Each seat's koi-koi calls, and the multiplier where the rules have one."""
    calls = {
        "name0": names[0],
        "calls0": view.koikoi_calls[0],
        "name1": names[1],
        "calls1": view.koikoi_calls[1],
    }
    if not view.has_multiplier:
        return t(locale, "table-koikoi-value-plain", **calls)
    times = view.multipliers()  # Soft and Hard Koi multiply each seat's stops differently
    if times[0] != times[1]:
        return t(locale, "table-koikoi-value-each", times0=times[0], times1=times[1], **calls)
    return t(locale, "table-koikoi-value", multiplier=times[0], **calls)


def table_buttons(
    table: Table, locale: str, extra: Sequence[discord.ui.Item[discord.ui.View]] = ()
) -> discord.ui.View | None:
    """The public buttons: open my hand, how to play (and ``extra``: the spectators' call)."""
    if table.match.over:
        return None
    return stopped_view(
        button(
            HandId(table.match_id, "table").custom_id,
            t(locale, "button-my-hand"),
            discord.ButtonStyle.primary,
            emoji="🎴",
        ),
        button(HelpId().custom_id, t(locale, "button-how-to-play"), emoji="❓"),
        legend_button(locale, on="table"),
        *extra,
    )


def legend_button(
    locale: str, row: int | None = None, *, on: PlaceName
) -> discord.ui.Button[discord.ui.View]:
    """The button that answers privately with what the pictures' symbols mean (``on``: the
    kind of message it is drawn on)."""
    return button(LegendId(on).custom_id, t(locale, "button-legend"), row=row, emoji="🔣")


def after_match_view(match_id: int, locale: str) -> discord.ui.View:
    """The buttons under a match result."""
    return stopped_view(
        button(
            AfterMatchId(match_id, "again").custom_id,
            t(locale, "button-rematch"),
            discord.ButtonStyle.primary,
            emoji="🔁",
        ),
        button(
            AfterMatchId(match_id, "cpu").custom_id, t(locale, "button-play-computer"), emoji="🤖"
        ),
        button(
            ReplayId(match_id, "best", on="result").custom_id, t(locale, "button-replay"), emoji="🎞️"
        ),
    )


def table_lines(table: Table, names: Sequence[str], locale: str) -> list[str]:
    """The narration of the latest events, as many lines as the table shows."""
    return narrate(locale, list(table.recent_events), names, last=MAX_NARRATION_LINES)


def hand_status(table: Table, view: PlayerView, names: Sequence[str], locale: str) -> str:
    """The hand message's text (``view``: the seat's view): what the player should do now."""
    match = table.match
    if match.over:
        return t(locale, "hand-match-over")
    seat = view.seat
    if view.to_move != seat:
        assert view.to_move is not None
        return t(locale, "hand-waiting", name=names[view.to_move])
    if view.phase is Phase.TAKE:
        assert view.pending_card is not None
        return t(locale, "hand-choose-take", card=card_name(locale, view.pending_card))
    if view.phase is Phase.KOIKOI:
        stop = view.stop_score()
        return t(
            locale,
            "hand-koikoi",
            yaku=yaku_line(locale, stop.yaku),
            total=stop.base,
            multiplier=stop.multiplier,
            score=stop.total,
        )
    return t(locale, "hand-your-turn")


def hand_buttons(
    table: Table,
    view: PlayerView,
    locale: str,
    *,
    two_step: bool,
    picked: int | None = None,
    hint: bool = False,
) -> discord.ui.View:
    """A button per card (disabled out of turn), then the choice the rules require; with
    ``hint``, a Hint button on the player's turn (``view``: the seat's view)."""
    seq = table.seq
    mid = table.match_id
    my_turn = view.to_move == view.seat and not table.match.over

    def move_id(verb: MoveVerb, card: int) -> str:
        return MoveId(mid, verb, card, seq).custom_id

    items = move_buttons(view, locale, move_id, my_turn=my_turn, two_step=two_step, picked=picked)
    refresh = HandId(mid, "hand").custom_id
    items.append(button(refresh, t(locale, "button-refresh"), row=3, emoji="🔄"))
    if hint and my_turn:
        items.append(
            button(HintId(mid, seq).custom_id, t(locale, "hint-button"), row=3, emoji="💡")
        )
    items.append(legend_button(locale, row=3, on="hand"))
    return stopped_view(*items)


def move_buttons(
    view: PlayerView,
    locale: str,
    move_id: Callable[[MoveVerb, int], str],
    *,
    my_turn: bool,
    two_step: bool = False,
    picked: int | None = None,
) -> list[discord.ui.Item[discord.ui.View]]:
    """A hand's move buttons: a button per card (idle and unmarked out of turn), the confirm
    button of a picked card, and the choice the rules require; ``move_id`` names each."""
    items: list[discord.ui.Item[discord.ui.View]] = []
    playable = my_turn and view.phase is Phase.PLAY
    for position, card in enumerate(iter_cards(view.hand), start=1):
        # Out of turn nothing is marked: the buttons look as idle as they are.
        captures = playable and view.can_capture(card)
        # A letter, as in the hand picture: a number would read as the card's month.
        letter = hand_letter(card, view.hand)
        label = f"{letter} · {card_name(locale, card)}" + (" ✦" if captures else "")
        style = discord.ButtonStyle.success if captures else discord.ButtonStyle.secondary
        if card == picked:
            style = discord.ButtonStyle.primary
        verb: MoveVerb = "pick" if two_step else "play"
        items.append(
            button(
                move_id(verb, card), label, style, disabled=not playable, row=(position - 1) // 4
            )
        )
    if playable and picked is not None:
        confirm = t(locale, "button-confirm", card=card_name(locale, picked))
        items.append(button(move_id("play", picked), confirm, discord.ButtonStyle.success, row=2))
    if my_turn and view.phase is Phase.TAKE:
        for option in view.legal:
            take = t(locale, "button-take", card=card_name(locale, option.card))
            items.append(
                button(move_id("take", option.card), take, discord.ButtonStyle.success, row=2)
            )
    if my_turn and view.phase is Phase.KOIKOI:
        stop, koikoi = t(locale, "button-stop"), t(locale, "button-koikoi")
        items.append(button(move_id("stop", 0), stop, discord.ButtonStyle.danger, row=2))
        items.append(button(move_id("koikoi", 0), koikoi, discord.ButtonStyle.success, row=2))
    return items


def match_result_title(
    locale: str, names: Sequence[str], winner: int | None, scores: Sequence[int]
) -> str:
    """The match result's title: the winner and the winner's score first, or a drawn match."""
    if winner is None:
        return t(locale, "result-match-drawn", score0=scores[0], score1=scores[1])
    return t(
        locale,
        "result-match-won",
        name=names[winner],
        winner_score=scores[winner],
        loser_score=scores[1 - winner],
    )


def round_result_embed(
    result: RoundResult, names: Sequence[str], locale: str, round_number: int
) -> discord.Embed:
    """The embed shown when a round ends."""
    if result.winner is None:
        title = t(locale, "result-round-drawn", number=round_number)
    else:
        title = t(
            locale,
            "result-round-won",
            number=round_number,
            name=names[result.winner],
            points=result.points[result.winner],
        )
    embed = discord.Embed(title=title, colour=TABLE_COLOUR)
    if result.winner is not None and not result.yaku and result.end == "exhausted":
        embed.description = t(
            locale, "result-oya-ken", name=names[result.winner], points=result.base
        )
    if result.yaku:
        embed.description = "\n".join(
            t(
                locale,
                "result-yaku-line",
                yaku=t(locale, f"yaku-{y.key}"),
                gloss=t(locale, f"yaku-{y.key}-gloss"),
                points=y.points,
            )
            for y in result.yaku
        )
        if result.multiplier > 1:
            embed.description += "\n" + t(
                locale,
                "result-multiplier",
                base=result.base,
                multiplier=result.multiplier,
                total=result.base * result.multiplier,
            )
    embed.set_image(url="attachment://round.png")
    return embed
