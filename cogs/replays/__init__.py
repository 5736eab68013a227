"""Replays: a finished match, its best round or a round of it as an animated picture, shown
privately or posted by a player; and a past day's best daily deal. Drawn in a low-priority
worker of their own (``bot.replay``), so the live tables never wait for one."""

from cogs.replays.desk import Replays

__all__ = ["Replays"]
