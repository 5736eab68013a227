workers-picture-later = Obrazek pojawi się, gdy tylko uda się go narysować.
workers-review-later = Nie można teraz przygotować analizy. Spróbuj ponownie za minutę.
