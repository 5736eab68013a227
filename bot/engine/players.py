"""Who sits in a seat: a server member, or the computer at a level."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.levels import LEVELS, OPPONENTS, Level, Opponent, computer_level


@dataclass(frozen=True, slots=True)
class Player:
    """A seat's occupant: exactly one of ``user_id`` (a member) or ``level`` (the computer)."""

    user_id: int | None = None
    level: Level | None = None

    def __post_init__(self) -> None:
        if (self.user_id is None) == (self.level is None):
            raise ValueError("a player is either a member (user_id) or the computer (level)")
        if self.level is not None:
            computer_level(self.level)  # raises for a level not in the table

    @classmethod
    def member(cls, user_id: int) -> Player:
        """A server member."""
        return cls(user_id=user_id)

    @classmethod
    def computer(cls, level: Level) -> Player:
        """The computer at ``level``."""
        return cls(level=level)

    @property
    def is_computer(self) -> bool:
        """Whether the computer plays this seat."""
        return self.level is not None

    @property
    def as_opponent(self) -> Opponent:
        """What this player counts as in the other seat's records."""
        return "member" if self.level is None else self.level


__all__ = ["LEVELS", "OPPONENTS", "Level", "Opponent", "Player"]
