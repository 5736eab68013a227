"""The match core: the tables in play and what happens to them over time, without Discord.

Tables and their write-ahead log, a refusal raised when the rules or the state say no, turn
clocks and time-outs, late saves, cooldowns, the computer's moves, the registry of private
hands, narration, preferences, the tutorial, the variants, and what an outcome asks the channel
to show. Nothing here imports ``discord``; the match feature (``cogs.match``) turns what the
core decides into messages. The events hub (``events``) carries what features tell each other.
"""
