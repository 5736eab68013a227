"""Slash-command cogs: thin layers that read a command's options and ask the match service.

Several cogs add sub-commands to the one ``/koikoi`` group; the command tree joins them.
"""

GROUP = "koikoi"
GROUP_DESCRIPTION = "Play Hanafuda Koi-Koi"
