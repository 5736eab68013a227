"""An independent scorer: the yaku total and the koi-koi multiplier as docs/rules.md sections 3,
4 and 10 state them, written from the text with card numbers, sharing no code with the engine's
yaku table or scoring. Tests compare the engine with it across every house rule."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.rules import RuleSet

# Card numbers (docs/rules.md "Card numbering"): month m holds 4(m-1) .. 4(m-1)+3.
CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX = 0, 8, 28, 40, 44
SAKE_CUP, LIGHTNING = 32, 43
BOAR, DEER, BUTTERFLIES = 24, 36, 20
ANIMALS = {4, 12, 16, 20, 24, 29, 32, 36, 41}
POETRY = {1, 5, 9}
BLUE = {21, 33, 37}
RIBBONS = POETRY | BLUE | {13, 17, 25, 42}
BRIGHTS = {CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX}
CHAFF = set(range(48)) - BRIGHTS - ANIMALS - RIBBONS


def _brights(pile: set[int], rules: RuleSet) -> int:
    held = pile & BRIGHTS
    n, rain = len(held), RAIN_MAN in held
    if n == 5:
        return rules.points("goko")
    if n == 4:
        return rules.points("ame_shiko" if rain else "shiko")
    if n == 3 and not rain:
        return rules.points("sanko")
    return 0


def _basic(pile: set[int], rules: RuleSet, sake_animal: bool, sake_chaff: bool) -> int:
    animals = pile & ANIMALS if sake_animal else (pile & ANIMALS) - {SAKE_CUP}
    chaff = pile & CHAFF | ({SAKE_CUP} & pile if sake_chaff else set())
    total = _brights(pile, rules)
    if {BOAR, DEER, BUTTERFLIES} <= pile:
        total += rules.points("inoshikacho")
    if len(animals) >= 5:
        total += rules.points("tane") + len(animals) - 5
    if pile >= POETRY:
        total += rules.points("akatan")
    if pile >= BLUE:
        total += rules.points("aotan")
    ribbons = pile & RIBBONS
    if len(ribbons) >= 5:
        total += rules.points("tan") + len(ribbons) - 5
    if len(chaff) >= 10:
        total += rules.points("kasu") + len(chaff) - 10
    return total


def yaku_total(cards: Iterable[int], rules: RuleSet, month: int) -> int:
    """The yaku total of a capture pile holding ``cards`` in a round of ``month``."""
    pile = set(cards)
    if rules.sake_cup == "both":
        basic = _basic(pile, rules, True, True)
    elif rules.sake_cup == "joker":
        basic = max(_basic(pile, rules, True, False), _basic(pile, rules, False, True))
    else:
        basic = _basic(pile, rules, True, False)
    total = basic
    rained_on = rules.rain_spoils_viewing and bool(pile & {RAIN_MAN, LIGHTNING})
    viewing_counts = rules.viewing_yaku == "on" or (rules.viewing_yaku == "bonus_only" and basic)
    if viewing_counts and not rained_on and SAKE_CUP in pile:
        total += rules.points("hanami") * (CURTAIN in pile)
        total += rules.points("tsukimi") * (MOON in pile)
    month_cards = set(range(4 * (month - 1), 4 * month))
    if rules.tsukifuda and month_cards <= pile:
        total += rules.points("tsukifuda")
    return total


def multiplier(rules: RuleSet, seat: int, calls: tuple[int, int]) -> int:
    """What a stop by ``seat`` is multiplied by after each seat's koi-koi ``calls``."""
    if rules.multiplier == "doubling":
        return 2 ** (calls[0] + calls[1])
    if rules.multiplier == "own_calls":
        return 2 ** calls[seat]
    if rules.multiplier == "after_rival_call":
        return 2 if calls[1 - seat] > 0 else 1
    return 1


def stop_points(rules: RuleSet, seat: int, total: int, calls: tuple[int, int]) -> int:
    """What the stopper gains: the total, doubled at 7 or more where the rules say, times the
    multiplier."""
    if rules.seven_point_doubling and total >= 7:
        total *= 2
    return total * multiplier(rules, seat, calls)
