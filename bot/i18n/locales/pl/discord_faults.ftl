# Gdy Discord w trakcie partii nie pozwala botowi zmienić wiadomości ani kanału, mówione członkom.
hand-no-longer-updated = Ta ręka nie jest już aktualizowana: Discord pozwala mi ją zmieniać tylko przez 15 minut. Naciśnij **Odśwież**, aby zobaczyć partię taką, jaka jest teraz.
match-channel-deleted = Kanał tej partii został usunięty, więc partia jest odwołana: nikt nie wygrywa ani nie przegrywa, a możesz zacząć kolejną.
discord-lost-view = ⚠️ Nie widzę już kanału tej partii (odebrano mi uprawnienie **Wyświetlanie kanałów**), więc stół na nim nie jest już aktualizowany. Partia toczy się dalej tutaj, w twojej ręce, a jej wynik zostanie zapisany jak zwykle.
discord-lost-send = ⚠️ Nie mogę już pisać na kanale tej partii (odebrano mi uprawnienie **Wysyłanie wiadomości**), więc wyniki i wezwania do ruchu się tam nie pojawią. Partia toczy się dalej tutaj, w twojej ręce, a jej wynik zostanie zapisany jak zwykle.
discord-lost-final = Wynik końcowy: ty { $mine }, przeciwnik { $theirs }. Wynik został zapisany.
review-sent-directly = Twoja analiza trwała dłużej, niż Discord pozwala mi zmieniać prywatną wiadomość, w której o nią poproszono (15 minut), więc wysyłam ją tutaj.
