"""The id records of the buttons: today's versioned format, the format posted before, and one
record per kind."""

from hypothesis import given
from hypothesis import strategies as st

from bot.app.kernel.custom_ids import (
    CONTROL_IDS,
    MOVE_VERBS,
    SELECT_IDS,
    AfterMatchId,
    CallId,
    ChallengeId,
    ControlId,
    DailyAfterId,
    DailyMoveId,
    ForfeitId,
    HandId,
    HelpId,
    HintId,
    LeaderboardId,
    LegendId,
    MoveId,
    ReplayId,
    ReviewShareId,
    TournamentId,
    parse_control_id,
)
from bot.app.kernel.places import PLACES

MATCH = st.integers(0, 10**19 - 1)
SEQ = st.integers(0, 999_999)
RECORDS: st.SearchStrategy[ControlId] = st.one_of(
    st.builds(MoveId, MATCH, st.sampled_from(MOVE_VERBS), st.integers(0, 47), SEQ),
    st.builds(HandId, MATCH, st.sampled_from(HandId.ON)),
    st.builds(ForfeitId, MATCH),
    st.builds(HintId, MATCH, SEQ),
    st.builds(ReviewShareId, MATCH),
    st.builds(ChallengeId, MATCH, st.booleans()),
    st.builds(LeaderboardId, SEQ),
    st.builds(LegendId, st.sampled_from(LegendId.ON)),
    st.builds(AfterMatchId, MATCH, st.sampled_from(("again", "cpu"))),
    st.just(HelpId()),
    st.builds(
        DailyMoveId,
        st.dates().map(lambda day: day.strftime("%Y%m%d")).filter(lambda d: len(d) == 8),
        st.sampled_from(("play", "take", "stop", "koikoi")),
        st.integers(0, 47),
        SEQ,
    ),
    st.builds(CallId, MATCH, SEQ, st.sampled_from(("stop", "koikoi"))),
    st.builds(TournamentId, MATCH, st.sampled_from(("join", "leave", "start", "cancel"))),
    st.builds(
        ReplayId,
        MATCH,
        st.sampled_from(("round", "best", "match")),
        SEQ,
        st.booleans(),
        st.sampled_from(("result", "review", "replay")),
    ),
)

# Buttons on messages posted by earlier versions carry exactly these: they say no place.
OLD_IDS = {
    "kk1:m:123:play:7:42": MoveId(123, "play", 7, 42, None),
    "kk1:m:123:pick:47:0": MoveId(123, "pick", 47, 0, None),
    "kk1:m:9:take:0:15": MoveId(9, "take", 0, 15, None),
    "kk1:m:9:stop:0:15": MoveId(9, "stop", 0, 15, None),
    "kk1:m:9:koikoi:0:16": MoveId(9, "koikoi", 0, 16, None),
    "kk1:m:123:hand": HandId(123, None),
    "kk1:m:123:forfeit": ForfeitId(123, None),
    "kk1:m:123:hint:42": HintId(123, 42, None),
    "kk1:r:77:share": ReviewShareId(77, None),
    "kk1:c:5:yes": ChallengeId(5, True, None),
    "kk1:c:5:no": ChallengeId(5, False, None),
    "kk1:lb:3": LeaderboardId(3, "", None),
    "kk1:lb:3:r": LeaderboardId(3, "r", None),
    "kk1:legend": LegendId(None),
    "kk1:after:88:again": AfterMatchId(88, "again", None),
    "kk1:after:88:cpu": AfterMatchId(88, "cpu", None),
    "kk1:help": HelpId(None),
    "kk1:d:20261202:play:7:3": DailyMoveId("20261202", "play", 7, 3, None),
    "kk1:d:20261202:koikoi:0:9": DailyMoveId("20261202", "koikoi", 0, 9, None),
    "kk1:d:20261202:share": DailyAfterId("20261202", "share", None),
    "kk1:d:20261202:best": DailyAfterId("20261202", "best", None),
    "kk1:v:55:12:stop": CallId(55, 12, "stop", None),
    "kk1:t:31:join": TournamentId(31, "join", None),
    "kk1:rp:90:best:0:me": ReplayId(90, "best", 0, False, None),
}
# Today's: the head names the kind of message the button sits on.
TODAYS_IDS = {
    "kk2.h:m:123:play:7:42": MoveId(123, "play", 7, 42),
    "kk2.t:m:123:hand": HandId(123, "table"),
    "kk2.h:m:123:hand": HandId(123, "hand"),
    "kk2.p:m:123:hand": HandId(123, "ping"),
    "kk2.f:m:123:forfeit": ForfeitId(123),
    "kk2.h:m:123:hint:42": HintId(123, 42),
    "kk2.r:r:77:share": ReviewShareId(77),
    "kk2.c:c:5:yes": ChallengeId(5, True),
    "kk2.b:lb:3:s12": LeaderboardId(3, "s12"),
    "kk2.t:legend": LegendId("table"),
    "kk2.h:legend": LegendId("hand"),
    "kk2.m:after:88:cpu": AfterMatchId(88, "cpu"),
    "kk2.t:help": HelpId(),
    "kk2.a:rp:90:best:0:me": ReplayId(90, "best"),
    "kk2.m:rp:90:round:6:all": ReplayId(90, "round", 6, True, "result"),
    "kk2.r:rp:90:match:0:me": ReplayId(90, "match", 0, False, "review"),
    "kk2.d:d:20261202:play:7:3": DailyMoveId("20261202", "play", 7, 3),
    "kk2.d:d:20261202:share": DailyAfterId("20261202", "share"),
    "kk2.t:v:55:12:stop": CallId(55, 12, "stop"),
    "kk2.s:t:31:join": TournamentId(31, "join"),
}


def test_ids_posted_before_are_read_and_written_the_same() -> None:
    for text, record in OLD_IDS.items():
        assert parse_control_id(text) == record, text
        assert record.custom_id == text


def test_todays_custom_ids_are_read_and_written_the_same() -> None:
    for text, record in TODAYS_IDS.items():
        assert parse_control_id(text) == record, text
        assert record.custom_id == text


def test_every_kind_of_control_has_a_record_in_both_formats() -> None:
    assert {type(record) for record in OLD_IDS.values()} == set(CONTROL_IDS)
    assert {type(record) for record in TODAYS_IDS.values()} == set(CONTROL_IDS)


def test_ids_that_were_never_drawn_are_not_ours() -> None:
    for text in ("kk1:m:1:play:48:3", "kk1:m:1:hop:1:3", "kk2:m:1:hand", "kk1:c:1:maybe", ""):
        assert parse_control_id(text) is None, text


def test_an_id_saying_a_place_its_kind_is_never_drawn_on_is_not_ours() -> None:
    # A move on a table, a hand button on a leaderboard, a sign-up button on a challenge.
    for text in ("kk2.t:m:1:play:3:0", "kk2.b:m:1:hand", "kk2.c:t:1:join", "kk2.z:help"):
        assert parse_control_id(text) is None, text


def test_every_kind_says_the_messages_it_is_drawn_on_and_what_it_names() -> None:
    for kind in (*CONTROL_IDS, *SELECT_IDS):
        assert kind.ON and all(place in PLACES for place in kind.ON), kind
        assert "owner" in vars(kind), kind


@given(RECORDS)
def test_a_record_reads_back_from_its_custom_id(record: ControlId) -> None:
    assert type(record).parse(record.custom_id) == record
    assert len(record.custom_id) <= 100  # Discord's bound on a custom_id


@given(RECORDS)
def test_no_record_reads_another_kinds_id(record: ControlId) -> None:
    for kind in CONTROL_IDS:
        if kind is not type(record):
            assert kind.parse(record.custom_id) is None, (kind, record)
