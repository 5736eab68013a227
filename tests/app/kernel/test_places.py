"""The kinds of message controls sit on, told from what Discord keeps of a message."""

from itertools import product

from bot.app.kernel.places import PLACES, Seen

PICTURES = {
    name: place.pictures[0].replace("*", "1") for name, place in PLACES.items() if place.pictures
}


def _drawn(name: str, *, picture: bool) -> Seen:
    """A message of kind ``name`` as the bot draws it, with its picture or while it is late."""
    place = PLACES[name]
    shown = (PICTURES[name],) if picture and name in PICTURES else ()
    return Seen(private=bool(place.private), embed=place.embed is not False, pictures=shown)


def test_every_kind_fits_its_own_messages_with_or_without_their_picture() -> None:
    for name, picture in product(PLACES, (True, False)):
        assert PLACES[name].fits(_drawn(name, picture=picture)), (name, picture)


def test_no_kind_fits_a_message_carrying_another_kinds_picture() -> None:
    for name, other in product(PLACES, PICTURES):
        if PICTURES[other] not in PLACES[name].pictures and other != name:
            assert not PLACES[name].fits(_drawn(other, picture=True)), (name, other)


def test_a_private_kind_never_fits_a_message_in_the_channel_nor_the_other_way() -> None:
    for name, place in PLACES.items():
        if place.private is not None:
            seen = _drawn(name, picture=False)
            flipped = Seen(not seen.private, seen.embed, seen.pictures)
            assert not place.fits(flipped), name


def test_every_kind_has_its_own_letter() -> None:
    assert len({place.code for place in PLACES.values()}) == len(PLACES)
