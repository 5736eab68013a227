"""The daily deal without Discord: the day's deal, its sessions and the day's board."""
