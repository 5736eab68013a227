"""The render command belongs to the tools' layer: it draws without Discord's library."""

from __future__ import annotations

import subprocess
import sys


def test_the_render_command_loads_no_discord_library() -> None:
    probe = "import sys, bot.cli.render; print('discord' in sys.modules)"
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert found.stdout.strip() == "False"
