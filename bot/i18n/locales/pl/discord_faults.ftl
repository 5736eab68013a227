# Gdy Discord w trakcie partii nie pozwala botowi zmienić wiadomości ani kanału, mówione członkom.
hand-no-longer-updated = Ta ręka nie jest już aktualizowana: Discord pozwala mi ją zmieniać tylko przez 15 minut. Naciśnij **Odśwież**, aby zobaczyć partię taką, jaka jest teraz.
match-channel-deleted = Kanał tej partii został usunięty, więc partia jest odwołana: nikt nie wygrywa ani nie przegrywa, a możesz zacząć kolejną.
