"""``/koikoi profile`` and ``/koikoi settings``: a member's and a server's choices."""
