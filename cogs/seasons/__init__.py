"""Seasons of ranking points: ``/koikoi seasons`` and the keeper that ends them on time."""
