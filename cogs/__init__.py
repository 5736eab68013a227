"""The features, one package each: its cog (commands and controls), its desk (what it does on
Discord) and its words. The composition root loads them by name (``FEATURES``).

Several features add sub-commands to the one ``/koikoi`` group; the command tree joins them.
"""

GROUP = "koikoi"
GROUP_DESCRIPTION = "Play Hanafuda Koi-Koi"
