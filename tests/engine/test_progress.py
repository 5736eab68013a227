from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.cards import (
    BOAR,
    BUTTERFLIES,
    CRANE,
    CURTAIN,
    DECK_SIZE,
    DEER,
    MOON,
    PHOENIX,
    RAIN_MAN,
    SAKE_CUP,
    cards_of,
    mask_of,
)
from bot.engine.match import Match
from bot.engine.progress import (
    closest_yaku,
    completion,
    koikoi_threats,
    out_of_reach,
    yaku_progress,
)
from bot.engine.rules import PRESETS, SakeCup, preset
from bot.engine.scoring import after_call, stop_score
from bot.engine.view import PlayerView
from bot.engine.yaku import score
from bot.engine.yaku_table import BY_KEY


def _view(
    mine: list[int], theirs: list[int], rules: str = "standard", hand: list[int] | None = None
) -> PlayerView:
    view = Match(preset(rules), 1).view(0)  # type: ignore[arg-type]
    view = replace(view, captures=(mask_of(mine), mask_of(theirs)))
    return view if hand is None else replace(view, hand=mask_of(hand))


def test_two_of_boar_deer_butterflies_is_the_closest_yaku_as_two_of_three() -> None:
    closest = closest_yaku(_view([], [BOAR, DEER, 2]), 1)
    assert closest is not None
    assert (closest.key, closest.have, closest.need) == ("inoshikacho", 2, 3)


def test_a_yaku_whose_missing_card_the_other_pile_holds_is_not_a_threat() -> None:
    progress = yaku_progress(_view([BUTTERFLIES], [BOAR, DEER]), 1)
    assert "inoshikacho" not in {p.key for p in progress}


def test_a_formed_yaku_is_not_listed_as_in_the_making() -> None:
    progress = yaku_progress(_view([], [BOAR, DEER, BUTTERFLIES]), 1)
    assert "inoshikacho" not in {p.key for p in progress}


def test_an_empty_pile_has_no_closest_yaku() -> None:
    assert closest_yaku(_view([CRANE], []), 1) is None


def test_ties_go_to_the_yaku_worth_more() -> None:
    # Two brights (sankō needs one more, 5 points) and the curtain for hanami-zake (one more).
    closest = closest_yaku(_view([], [CRANE, MOON, CURTAIN]), 1)
    assert closest is not None and closest.missing == 1


def test_viewing_yaku_are_not_threats_where_the_preset_has_none() -> None:
    progress = yaku_progress(_view([], [CURTAIN], rules="single-deal"), 1)
    assert "hanami" not in {p.key for p in progress}


def test_the_nearest_yaku_come_first() -> None:
    progress = yaku_progress(_view([], [CRANE, MOON, PHOENIX, BOAR]), 1)
    assert [p.missing for p in progress] == sorted(p.missing for p in progress)


def test_the_sake_cup_in_the_players_own_hand_is_no_viewing_threat() -> None:
    progress = yaku_progress(_view([], [CURTAIN, MOON], hand=[SAKE_CUP, 2]), 1)
    assert not {"hanami", "tsukimi"} & {p.key for p in progress}


def test_the_players_own_hand_is_still_theirs_to_capture() -> None:
    progress = yaku_progress(_view([CURTAIN], [], hand=[SAKE_CUP]), 0)
    assert "hanami" in {p.key for p in progress}


def test_sanko_one_card_away_is_the_nearest_threat_ahead_of_tan_three_of_five() -> None:
    progress = yaku_progress(_view([], [CRANE, CURTAIN, 13, 17, 25]), 1)
    named = [(p.key, p.have, p.need) for p in progress]
    assert named[0] == ("sanko", 2, 3)
    assert named.index(("sanko", 2, 3)) < named.index(("tan", 3, 5))


def test_three_brights_with_the_rain_man_are_one_card_from_ame_shiko_not_from_sanko() -> None:
    progress = yaku_progress(_view([], [CRANE, CURTAIN, RAIN_MAN, 13, 17, 25]), 1)
    assert (progress[0].key, progress[0].have, progress[0].need) == ("ame_shiko", 3, 4)
    assert "sanko" not in {p.key for p in progress}


def test_sanko_formed_is_one_card_from_ame_shiko_by_the_rain_man() -> None:
    progress = yaku_progress(_view([], [CRANE, CURTAIN, MOON]), 1)
    assert ("ame_shiko", 3, 4) in {(p.key, p.have, p.need) for p in progress}


def test_four_brights_without_the_rain_man_can_no_longer_make_ame_shiko() -> None:
    progress = yaku_progress(_view([], [CRANE, CURTAIN, MOON, PHOENIX]), 1)
    assert "ame_shiko" not in {p.key for p in progress}


@st.composite
def _positions(draw: st.DrawFn) -> tuple[PlayerView, int]:
    """A view with random cards in the viewer's hand, both piles and the field."""
    order = draw(st.permutations(range(DECK_SIZE)))
    sizes = [draw(st.integers(0, 8)), draw(st.integers(0, 20)), draw(st.integers(0, 20))]
    hand, mine, theirs = [], [], []
    start = 0
    for part, size in zip((hand, mine, theirs), sizes, strict=True):
        part.extend(order[start : start + size])
        start += size
    rules = draw(st.sampled_from(sorted(PRESETS)))
    view = _view(mine, theirs, rules, hand=hand)
    view = replace(view, field=mask_of(order[start : start + 8]), month=draw(st.integers(1, 12)))
    return view, draw(st.integers(0, 1))


@settings(max_examples=300, deadline=None)
@given(position=_positions())
def test_every_yaku_in_the_making_can_be_completed_with_cards_the_seat_may_yet_capture(
    position: tuple[PlayerView, int],
) -> None:
    view, seat = position
    pile, gone = view.captures[seat], out_of_reach(view, seat)
    assert gone & view.captures[1 - seat] == view.captures[1 - seat]
    if seat != view.seat:
        assert gone & view.hand == view.hand
    formed = {y.key for y in score(pile, view.rules, view.month)}
    for progress in yaku_progress(view, seat):
        assert progress.key not in formed
        entry = BY_KEY[progress.key]
        open_cards = entry.counted(view.rules, view.month) & ~pile & ~gone
        assert entry.must & ~pile & ~open_cards == 0
        completed = pile | entry.must
        for card in cards_of(open_cards & ~entry.must)[
            : progress.missing - (entry.must & ~pile).bit_count()
        ]:
            completed |= 1 << card
        assert not completed & gone
        rules = view.rules
        if rules.sake_cup is SakeCup.JOKER:  # it may count either way: where this yaku needs it
            rules = rules.model_copy(update={"sake_cup": SakeCup.BOTH})
        if entry.bonus_only(rules):
            assert entry.formed_by(completed, entry.counted(rules, view.month))
        else:
            assert progress.key in {y.key for y in score(completed, rules, view.month)}


def test_the_koikoi_threats_name_the_cards_still_open_and_what_they_would_score() -> None:
    view = _view([], [BOAR, DEER])  # seat 0 looks at seat 1's two of boar, deer, butterflies
    threat = koikoi_threats(view)[0]
    assert threat.progress.key == "inoshikacho"
    assert threat.progress.cards == mask_of([BUTTERFLIES])
    assert (threat.now, threat.after_koikoi) == (5, 10)  # the call doubles their stop too


def test_a_card_in_the_viewers_hand_is_no_card_the_opponent_still_needs() -> None:
    view = _view([], [BOAR, DEER], hand=[BUTTERFLIES])
    assert all(t.progress.key != "inoshikacho" for t in koikoi_threats(view))


def test_without_a_multiplier_the_threat_scores_the_same_after_the_call() -> None:
    threat = koikoi_threats(_view([], [BOAR, DEER], rules="traditional"))[0]
    assert threat.now == threat.after_koikoi == 5


def test_a_viewing_yaku_alone_is_no_threat_where_it_scores_only_beside_another() -> None:
    # Traditional: the curtain alone would make Hanami-zake, which scores nothing by itself.
    view = _view([], [CURTAIN], rules="traditional")
    assert "hanami" not in {t.progress.key for t in koikoi_threats(view)}


def test_a_viewing_yaku_beside_another_yaku_is_a_threat_at_what_both_score() -> None:
    view = _view([], [CURTAIN, BOAR, DEER, BUTTERFLIES], rules="traditional")
    threat = next(t for t in koikoi_threats(view) if t.progress.key == "hanami")
    assert threat.after_koikoi == 5 + 5  # Ino-shika-chō made, and Hanami-zake beside it


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(sorted(PRESETS)),
    st.lists(st.integers(0, DECK_SIZE - 1), max_size=24, unique=True),
    st.integers(0, 24),
    st.integers(0, 3),
)
def test_every_koikoi_threat_would_score_for_the_opponent_at_its_shown_value(
    name: str, cards: list[int], split: int, calls: int
) -> None:
    mine, theirs = cards[:split], cards[split:]
    view = replace(_view(mine, theirs, rules=name), koikoi_calls=(calls, 0))
    for threat in koikoi_threats(view, 20):
        formed = score(completion(view, 1, threat.progress), view.rules, view.month)
        assert threat.progress.key in {y.key for y in formed}
        total = sum(y.points for y in formed)
        called = after_call(view.koikoi_calls, view.seat)
        assert threat.now == stop_score(view.rules, 1, total, view.koikoi_calls).points[1]
        assert threat.after_koikoi == stop_score(view.rules, 1, total, called).points[1]


def test_a_yaku_that_lacks_only_its_must_card_lists_only_that_card() -> None:
    # Three brights other than the rain man: Ame-shikō 3/4 is completed by the rain man alone.
    progress = {p.key: p for p in yaku_progress(_view([], [CRANE, CURTAIN, MOON]), 1)}
    assert progress["ame_shiko"].cards == mask_of([RAIN_MAN])


def test_a_threat_whose_cards_complete_another_yaku_too_names_it_along() -> None:
    # Their four animals: the butterflies make Tane and Ino-shika-chō at once (6 points, ×2).
    view = _view([16, 29, SAKE_CUP, 44], [BOAR, DEER, 4, 12])
    threats = {t.progress.key: t for t in koikoi_threats(view, 5)}
    assert threats["tane"].along == ("inoshikacho",)
    assert threats["inoshikacho"].along == ("tane",)
    assert threats["tane"].after_koikoi == 12


def test_a_yaku_already_held_is_not_named_along_a_threat() -> None:
    view = _view([], [BOAR, DEER, 0, 8, 4, 12, 16])  # they hold Tane: five animals
    threat = next(t for t in koikoi_threats(view, 5) if t.progress.key == "inoshikacho")
    assert "tane" not in threat.along
