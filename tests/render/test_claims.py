"""Every claim the table, the hand and the STOP / KOI-KOI panel make is the engine's answer, in
every preset (and its variants) and every language: the words drawn are recorded and read back
(STOP's total, the yaku pills, the watch, the threats and what they would score, the
multiplier), and nothing the engine names is left out for want of room."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.app.core.picture_words import picture_words
from bot.engine.cards import mask_of
from bot.engine.match import Match
from bot.engine.progress import Threat, completion, koikoi_threats, made_yaku, yaku_watch
from bot.engine.round import Phase
from bot.engine.rules import (
    RuleSet,
    Variant,
    preset,
    with_variants,
)
from bot.engine.scoring import after_call, base_points, koikoi_stake, multiplier, stop_score
from bot.engine.view import PlayerView
from bot.engine.yaku import score, total
from bot.i18n.catalog import LOCALES
from bot.render import legibility
from bot.render.breaks import plain
from bot.render.decision import THREATS, decision_height
from bot.render.demo import deciding
from bot.render.hand import WATCH_H, _section_tops, hand_watch, render_hand
from bot.render.plates import display_name
from bot.render.table import BAR_H, PANEL_PAD, TOP_PANEL, render_table, table_layout
from bot.render.table import WATCH_H as TABLE_WATCH_H
from bot.render.watch import any_label, watch_rows
from bot.render.words import Words, deciding_label, yaku_label
from tests.engine.house_rules import house_rule_sets

RULES: tuple[RuleSet, ...] = (
    preset("standard"),
    preset("traditional"),
    with_variants(preset("traditional"), (Variant.LOSER_PAYS,)),
    with_variants(preset("traditional"), (Variant.TWELVE_MONTHS,)),
    with_variants(preset("traditional"), (Variant.LOSER_PAYS, Variant.TWELVE_MONTHS)),
    preset("single-deal"),
)
NAMES = (("Aoi", "Ren"), ("Magnhild-Kristine Ødegård", "Wiktoria Szczepańska"), ("あおい", "蓮"))
COUNTED = re.compile(r"^(?P<name>.+) (?P<have>\d+)/(?P<need>\d+)$")


@st.composite
def positions(draw: st.DrawFn) -> PlayerView:
    """A position with random piles, hand and field, the seat to move deciding STOP or KOI-KOI
    (or not), every figure of the view the engine's."""
    rules = draw(st.sampled_from(RULES))
    cards = draw(st.permutations(range(48)))
    sizes = [draw(st.integers(0, 18)), draw(st.integers(0, 18)), draw(st.integers(0, 8))]
    field = draw(st.integers(0, 12))
    cuts = [sum(sizes[:i]) for i in range(4)]
    piles = [sum(1 << c for c in cards[cuts[i] : cuts[i + 1]]) for i in range(3)]
    field_mask = sum(1 << c for c in cards[cuts[3] : cuts[3] + field])
    seat = draw(st.integers(0, 1))
    calls = (draw(st.integers(0, 2)), draw(st.integers(0, 2)))
    month = draw(st.integers(1, 12))
    deciding = draw(st.booleans())
    base = Match(rules, 1).view(seat)
    yaku_total = total(piles[seat], rules, month)
    stop = stop_score(rules, seat, yaku_total, calls)
    return replace(
        base,
        month=month,
        hand=piles[2],
        hand_count=piles[2].bit_count(),
        field=field_mask,
        captures=(piles[0], piles[1]),
        koikoi_calls=calls,
        phase=Phase.KOIKOI if deciding else Phase.PLAY,
        to_move=seat if deciding else 1 - seat,
        legal=(),
        turn_cards=0,
        multiplier=multiplier(rules, seat, calls),
        stop_base=base_points(rules, yaku_total),
        stop_value=stop.points[seat],
    )


def _band(drawn: list[legibility.Drawn], top: float, height: float) -> list[str]:
    return [d.text for d in drawn if top <= d.y < top + height]


def _threat_named(threat: Threat, words: Words) -> str:
    """A threat named as the engine answers: its yaku and count, and each yaku its cards
    complete along with it (the pill's points are theirs together)."""
    progress = threat.progress
    label = f"{yaku_label(progress.key, words)} {progress.have}/{progress.need}"
    for key in threat.along:
        label = words.threat_along.replace("{yaku}", label).replace(
            "{along}", yaku_label(key, words)
        )
    return label


def _starts(label: str, line: str) -> bool:
    """Whether ``line`` is the first line of ``label`` as wrapped."""
    return bool(line) and label.startswith(line) and not re.fullmatch(r"\+\d+", line)


def _counted(texts: list[str]) -> list[str]:
    return [text for text in texts if COUNTED.match(text)]


def _watch_claims(texts: list[str], words: Words) -> tuple[list[str], list[str]]:
    """The watch's yaku in the making ("Tane 4/5") and its yaku made ("Tan 1"), as drawn."""
    counted = _counted(texts)
    made = [
        text
        for text in texts
        if text not in counted
        and not text.startswith("+")
        and not re.fullmatch(re.escape(any_label(words, 0)).replace("0", r"\d+"), text)
    ]
    return counted, made


def _engine_watch(view: PlayerView, seat: int, words: Words) -> tuple[list[str], list[str]]:
    public = replace(view, hand=0)
    counted = [f"{yaku_label(p.key, words)} {p.have}/{p.need}" for p in yaku_watch(public, seat)]
    made = [f"{yaku_label(y.key, words)} {y.points}" for y in made_yaku(public, seat)]
    return counted, made


CLAIMS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@CLAIMS
@given(positions(), st.sampled_from(LOCALES), st.sampled_from(NAMES))
def test_the_hand_and_its_panel_claim_only_what_the_engine_answers(
    view: PlayerView, locale: str, names: tuple[str, str]
) -> None:
    _hand_claims_hold(view, locale, names)


@pytest.mark.slow
@CLAIMS
@given(positions(), st.sampled_from(LOCALES), st.sampled_from(NAMES))
def test_the_public_table_claims_only_what_the_engine_answers(
    view: PlayerView, locale: str, names: tuple[str, str]
) -> None:
    _table_claims_hold(view, locale, names)


def _crowded(rules: RuleSet, seat: int) -> PlayerView:
    """A decision where both piles are near many yaku at once: long watches, many pills."""
    view = deciding(2, Phase.KOIKOI, rules).view(0)
    mine = [0, 8, 28, 21, 33, 1, 5, 9, 2, 3, 6, 7, 10, 11, 14, 15, 18, 19]
    theirs = [4, 12, 16, 24, 36, 20, 32, 22, 26, 30, 23, 27, 31, 35, 38, 39]
    piles = (mine, theirs) if seat == 0 else (theirs, mine)
    month = view.month
    yaku_total = total(mask_of(piles[seat]), rules, month)
    return replace(
        view,
        seat=seat,
        to_move=seat,
        captures=(mask_of(piles[0]), mask_of(piles[1])),
        hand=mask_of([44, 45]),
        hand_count=2,
        stop_base=base_points(rules, yaku_total),
        stop_value=stop_score(rules, seat, yaku_total, view.koikoi_calls).points[seat],
    )


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULES, ids=lambda rules: rules.name)
@pytest.mark.parametrize("locale", LOCALES)
def test_nothing_the_engine_names_is_dropped_in_any_language_or_preset(
    rules: RuleSet, locale: str
) -> None:
    for seed in (1, 2, 3):
        match = deciding(seed, Phase.KOIKOI, rules)
        view = match.view(match.round.to_move or 0)
        _hand_claims_hold(view, locale, NAMES[1])
        _table_claims_hold(view, locale, NAMES[1])
    for seat in (0, 1):
        _hand_claims_hold(_crowded(rules, seat), locale, NAMES[1])
        _table_claims_hold(_crowded(rules, seat), locale, NAMES[1])


def _hand_claims_hold(view: PlayerView, locale: str, names: tuple[str, str]) -> None:
    """The hand's watch, and its STOP / KOI-KOI panel when a decision is open, name exactly
    what the engine names, at the engine's figures."""
    words = picture_words(view, locale, names)
    with legibility.recording() as drawn:
        render_hand(view, names, words)
    tops = _section_tops(view, words)
    watch = hand_watch(view, names, words)
    for seat, band in ((view.opponent, "their_watch"), (view.seat, "my_watch")):
        texts = _band(drawn, tops[band], watch_rows(watch[seat]) * WATCH_H)
        assert _watch_claims(texts, words) == _engine_watch(view, seat, words)
    height = decision_height(view, words)
    if not height:
        return
    panel = _band(drawn, tops["decision"], height)
    stake = koikoi_stake(view.rules, view.seat, view.koikoi_calls)
    stop_total = view.stop_value
    shown = (
        f"{view.stop_base} × {view.multiplier} = {stop_total}"
        if view.rules.koikoi_doubles and view.multiplier > 1
        else str(stop_total)
    )
    assert shown in panel  # STOP's total
    made = made_yaku(view, view.seat)
    pills = [f"{yaku_label(y.key, words)} {y.points}" for y in made]
    assert [text for text in panel if text in pills] == pills  # every yaku, once, in order
    assert base_points(view.rules, sum(y.points for y in made)) * view.multiplier == stop_total
    threats = koikoi_threats(view, THREATS)
    labels = [_threat_named(t, words) for t in threats]
    said = [text for text in panel if not re.fullmatch(r"\+\d+", text)]
    assert all(label.replace(" ", "") in "".join(said).replace(" ", "") for label in labels)
    called = after_call(view.koikoi_calls, view.seat)
    for threat in threats:  # each would score for the opponent, at the value shown
        formed = score(completion(view, view.opponent, threat.progress), view.rules, view.month)
        assert threat.progress.key in {y.key for y in formed}
        points = sum(y.points for y in formed)
        after = stop_score(view.rules, view.opponent, points, called).points[view.opponent]
        assert threat.after_koikoi == after
    # A gain is the pill on its threat's name line; a "+N" below it counts cards not shown.
    drawn_panel = [d for d in drawn if tops["decision"] <= d.y < tops["decision"] + height]
    name_lines = {d.y for d in drawn_panel if any(_starts(label, d.text) for label in labels)}
    gains = [d.text for d in drawn_panel if re.fullmatch(r"\+\d+", d.text) and d.y in name_lines]
    assert gains == [f"+{t.after_koikoi}" for t in threats]
    stake_text = "".join(panel).replace(" ", "")
    doubles = stake.multiplier_after > stake.multiplier_now
    assert (f"×{stake.multiplier_after}" in stake_text) is doubles


def _table_claims_hold(view: PlayerView, locale: str, names: tuple[str, str]) -> None:
    """The public table's watch names exactly what the engine names, and it says who is
    deciding exactly while a decision is open."""
    public = replace(view, hand=0, legal=(), spectator=True, stop_base=0, stop_value=0, seat=0)
    words = picture_words(public, locale, names)
    with legibility.recording() as drawn:
        render_table(public, names, words)
    layout = table_layout(public, names, words)
    top_watch = TOP_PANEL + PANEL_PAD + BAR_H
    bottom_watch = (
        layout.bottom_panel + layout.bottom_panel_h - PANEL_PAD - BAR_H
    ) - layout.bottom_rows * TABLE_WATCH_H
    for seat, top, rows in (
        (1, top_watch, layout.top_rows),
        (0, bottom_watch, layout.bottom_rows),
    ):
        texts = _band(drawn, top, rows * TABLE_WATCH_H)
        assert _watch_claims(texts, words) == _engine_watch(public, seat, words)
    texts = [d.text for d in drawn]
    deciding = public.phase is Phase.KOIKOI
    line = deciding_label(words, display_name(names, public.to_move or 0))
    assert (line in texts) is deciding


@st.composite
def house_positions(draw: st.DrawFn) -> PlayerView:
    """A STOP / KOI-KOI decision under any preset with any house rules, calls by either seat."""
    view = draw(positions())
    rules = draw(house_rule_sets)
    seat = view.seat
    calls = view.koikoi_calls
    yaku_total = total(view.captures[seat], rules, view.month)
    return replace(
        view,
        rules=rules,
        phase=Phase.KOIKOI,
        to_move=seat,
        multiplier=multiplier(rules, seat, calls),
        stop_base=base_points(rules, yaku_total),
        stop_value=stop_score(rules, seat, yaku_total, calls).points[seat],
    )


def _times(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"×\s?(\d+)", text)}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(house_positions(), st.sampled_from(LOCALES), st.sampled_from(NAMES))
def test_the_koikoi_panel_says_for_each_player_what_a_call_does_under_every_house_rule(
    view: PlayerView, locale: str, names: tuple[str, str]
) -> None:
    """The multipliers the KOI-KOI box names are the engine's for the caller's next stop and
    the rival's, each where the call changes it; the least a stop after one more yaku scores is
    the engine's; STOP's figure starts from the yaku's points (doubled at 7 where so played)."""
    rules, seat = view.rules, view.seat
    words = picture_words(view, locale, names)
    with legibility.recording() as drawn:
        render_hand(view, names, words)
    tops = _section_tops(view, words)
    panel = _band(drawn, tops["decision"], decision_height(view, words))
    called = after_call(view.koikoi_calls, seat)
    own = (multiplier(rules, seat, view.koikoi_calls), multiplier(rules, seat, called))
    rival = (
        multiplier(rules, 1 - seat, view.koikoi_calls),
        multiplier(rules, 1 - seat, called),
    )
    claimed = set()
    if own[1] > own[0]:
        claimed.add(own[1])
        if rival[1] == rival[0]:
            claimed.add(rival[0])
    if rival[1] > rival[0]:
        claimed.add(rival[1])
        if own[1] == own[0]:
            claimed.add(own[0])
    stake_text = " ".join(words.stake)
    assert _times(stake_text) == claimed
    for line in words.stake:  # every line drawn whole, over as many lines as it takes
        assert plain(line).replace(" ", "") in "".join(panel).replace(" ", "")
    yaku_total = total(view.captures[seat], rules, view.month)
    least = stop_score(rules, seat, yaku_total + 1, called).points[seat]
    shown = [int(n) for n in re.findall(r"\d+", words.stake[1])]
    if rules.rain_spoils_viewing:
        assert shown[-1] <= least  # the rain may spoil a viewing yaku first
    else:
        assert shown[-1] == least
    seven = rules.seven_point_doubling and yaku_total >= 7
    if seven:
        step = f"{yaku_total}", f"{2 * yaku_total}"
        assert all(number in words.seven for number in step)
    assert bool(words.seven) is seven
    assert view.stop_base == (2 * yaku_total if seven else yaku_total)
