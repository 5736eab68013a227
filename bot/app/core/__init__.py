"""The match core: the tables in play and what happens to them over time, without Discord.

Tables and their write-ahead log, turn clocks, cooldowns, the computer's moves, the registry of
private hands, narration, preferences, the tutorial and the variants. Nothing here imports
``discord``; the adapter (``bot.app.adapter``) turns what the core decides into messages.
"""
