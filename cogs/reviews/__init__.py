"""The expert's review of a finished match, its Share button, and the Hint button."""
