"""The ``koikoi`` developer tool."""
