"""The id records of the buttons: today's versioned format, and one record per kind."""

from hypothesis import given
from hypothesis import strategies as st

from bot.app.kernel.custom_ids import (
    CONTROL_IDS,
    MOVE_VERBS,
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

MATCH = st.integers(0, 10**19 - 1)
SEQ = st.integers(0, 999_999)
RECORDS: st.SearchStrategy[ControlId] = st.one_of(
    st.builds(MoveId, MATCH, st.sampled_from(MOVE_VERBS), st.integers(0, 47), SEQ),
    st.builds(HandId, MATCH),
    st.builds(ForfeitId, MATCH),
    st.builds(HintId, MATCH, SEQ),
    st.builds(ReviewShareId, MATCH),
    st.builds(ChallengeId, MATCH, st.booleans()),
    st.builds(LeaderboardId, SEQ),
    st.just(LegendId()),
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
)

# Buttons on messages posted by earlier versions carry exactly these.
TODAYS_IDS = {
    "kk1:m:123:play:7:42": MoveId(123, "play", 7, 42),
    "kk1:m:123:pick:47:0": MoveId(123, "pick", 47, 0),
    "kk1:m:9:take:0:15": MoveId(9, "take", 0, 15),
    "kk1:m:9:stop:0:15": MoveId(9, "stop", 0, 15),
    "kk1:m:9:koikoi:0:16": MoveId(9, "koikoi", 0, 16),
    "kk1:m:123:hand": HandId(123),
    "kk1:m:123:forfeit": ForfeitId(123),
    "kk1:m:123:hint:42": HintId(123, 42),
    "kk1:r:77:share": ReviewShareId(77),
    "kk1:c:5:yes": ChallengeId(5, True),
    "kk1:c:5:no": ChallengeId(5, False),
    "kk1:lb:3": LeaderboardId(3),
    "kk1:legend": LegendId(),
    "kk1:after:88:again": AfterMatchId(88, "again"),
    "kk1:after:88:cpu": AfterMatchId(88, "cpu"),
    "kk1:help": HelpId(),
    "kk1:d:20261202:play:7:3": DailyMoveId("20261202", "play", 7, 3),
    "kk1:d:20261202:koikoi:0:9": DailyMoveId("20261202", "koikoi", 0, 9),
    "kk1:d:20261202:share": DailyAfterId("20261202", "share"),
    "kk1:d:20261202:best": DailyAfterId("20261202", "best"),
    "kk1:v:55:12:stop": CallId(55, 12, "stop"),
    "kk1:t:31:join": TournamentId(31, "join"),
    "kk1:rp:90:best:0:me": ReplayId(90, "best"),
    "kk1:rp:90:round:6:all": ReplayId(90, "round", 6, post=True),
}


def test_todays_custom_ids_are_read_and_written_the_same() -> None:
    for text, record in TODAYS_IDS.items():
        assert parse_control_id(text) == record, text
        assert record.custom_id == text


def test_every_kind_of_control_has_a_record_with_todays_format() -> None:
    assert {type(record) for record in TODAYS_IDS.values()} == set(CONTROL_IDS)


def test_ids_that_were_never_drawn_are_not_ours() -> None:
    for text in ("kk1:m:1:play:48:3", "kk1:m:1:hop:1:3", "kk2:m:1:hand", "kk1:c:1:maybe", ""):
        assert parse_control_id(text) is None, text


@given(RECORDS)
def test_a_record_reads_back_from_its_custom_id(record: ControlId) -> None:
    assert type(record).parse(record.custom_id) == record
    assert len(record.custom_id) <= 100  # Discord's bound on a custom_id


@given(RECORDS)
def test_no_record_reads_another_kinds_id(record: ControlId) -> None:
    for kind in CONTROL_IDS:
        if kind is not type(record):
            assert kind.parse(record.custom_id) is None, (kind, record)
