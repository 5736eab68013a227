"""The Discord adapter: the client, its command tree, the buttons and their id records, messages.

It receives members' slash commands and clicks, asks the match core (``bot.app.core``) and
answers them on Discord; it also runs the process (lifecycle, health, metrics, logs).
"""
