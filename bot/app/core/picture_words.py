"""The words the table and hand pictures show, in the players' language: the month, the
match's progress, the yaku's names, the decision's stakes and the capture choice's labels."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.app.core.narration import card_name
from bot.app.core.stories import house_line
from bot.engine import PlayerView
from bot.engine.rules import YAKU_NAMES
from bot.engine.scoring import base_points, doubles_at_seven
from bot.i18n import t
from bot.render import Words
from bot.render.breaks import whole


def stake_lines(view: PlayerView, locale: str, rival: str) -> tuple[str, ...]:
    """What calling KOI-KOI now can win and what it risks under the rules in play, as the engine
    says: more yaku, what the call multiplies the caller's own next stop and the rival's by
    (where the rules have a multiplier), the least a stop after one more yaku scores, nothing if
    the rival stops first, and what a round whose hands run out gives."""
    stake = view.koikoi_stake()
    own, after = stake.own_after, stake.multiplier_after
    if stake.raises_own and stake.raises_rival and own == after:
        gain = t(locale, "panel-gain-doubles", after=after, name=rival)
    elif stake.raises_own and stake.raises_rival:
        gain = t(locale, "panel-gain-each", own=own, after=after, name=rival)
    elif stake.raises_own:
        gain = t(locale, "panel-gain-own", after=own, rival=after, name=rival)
    elif stake.raises_rival:
        gain = t(locale, "panel-gain-rival", own=own, after=after, name=rival)
    else:
        gain = t(locale, "panel-gain")
    exhausted = "panel-exhausted-pays" if stake.exhausted_pays_caller else "panel-exhausted-nothing"
    after_yaku = t(locale, "panel-next", points=stake.least_after)
    return gain, after_yaku, t(locale, "panel-risk", name=rival), t(locale, exhausted)


def seven_line(view: PlayerView, locale: str) -> str:
    """The step from the yaku's points to STOP's base where 7 points or more are doubled (the
    pills add up to the total, STOP starts from the base), else nothing."""
    total = view.yaku_total()
    if view.spectator or not doubles_at_seven(view.rules, total):
        return ""
    return t(locale, "panel-seven", total=total, base=base_points(view.rules, total))


def picture_words(view: PlayerView, locale: str, names: Sequence[str] = ("", "")) -> Words:
    """The words of the table and hand pictures in ``locale``: the month, the match's progress,
    the STOP and KOI-KOI buttons' words, the labels of the capture choice's buttons and the
    house rules in play (the table's footer)."""
    if view.rounds is None:
        progress: tuple[str, ...] = (t(locale, "picture-round", number=view.round_number),)
        if view.target_score is not None:
            progress += (t(locale, "table-target", target=view.target_score),)
    else:
        progress = (t(locale, "picture-round-of", number=view.round_number, rounds=view.rounds),)
    takes = [action.card for action in view.legal if action.verb == "take"]
    rival = whole(names[view.opponent])  # never split from its honorific
    return replace(
        term_words(locale),
        month=t(locale, f"month-{view.month}"),
        progress=progress,
        stop=t(locale, "button-stop"),
        koikoi=t(locale, "button-koikoi"),
        stop_now=t(locale, "picture-stop-now"),
        closest=t(locale, "picture-nearest-yaku"),
        stake=stake_lines(view, locale, rival),
        seven=seven_line(view, locale),
        threats=t(locale, "story-threats", name=rival),
        no_threat=t(locale, "story-no-threat", name=rival),
        take={card: t(locale, "button-take", card=card_name(locale, card)) for card in takes},
        waiting=t(locale, "watch-waiting-for", name="{name}"),
        deciding=t(locale, "panel-deciding", name="{name}"),
        watch_any=t(locale, "panel-watch-any", count="{count}"),
        threat_along=t(locale, "panel-threat-along", yaku="{yaku}", along="{along}"),
        house=house_line(locale, view.rules),
    )


def term_words(locale: str) -> Words:
    """The game's terms every picture may show in ``locale``: the yaku's names, the dealer's
    chip, the dealer's point and the koi-koi chip."""
    return Words(
        yaku={key: t(locale, f"yaku-{key}") for key in YAKU_NAMES},
        dealer=t(locale, "picture-dealer"),
        dealer_point=t(locale, "picture-dealer-point"),
        koikoi_chip=t(locale, "picture-koikoi-chip"),
    )
