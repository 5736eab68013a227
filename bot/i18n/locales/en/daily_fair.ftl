## The daily deal's fairness and how it ends.

daily-played-elsewhere = You have had your try at today's deal in another server: one try a day, wherever you play. A new deal comes at midnight UTC.
