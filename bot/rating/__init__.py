"""Members' skill ratings (OpenSkill's Plackett-Luce model): pure, no I/O (docs/ratings.md)."""
