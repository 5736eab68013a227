error-restarting = Boten starter på nytt. Kampen din er trygg; prøv igjen om litt.
error-table-not-posted = Discord tok ikke imot bordet, så kampen ble avlyst uten resultat. Start på nytt.
error-table-not-made = Boten fikk ikke laget bordet, så kampen ble avlyst uten resultat. Start på nytt.
error-cooldown = {$user} ga nettopp opp en kamp og kan starte en ny om {$seconds} s.
