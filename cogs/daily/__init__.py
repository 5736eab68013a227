"""The daily deal: one round a day against the expert, the same deal for every member. Its
Discord-free rules are in ``bot.daily``."""
