# Czego Discord nie pozwala botowi zrobić, powiedziane członkom.
discord-cannot-view = Nie widzę tego kanału, więc nikt nie zobaczyłby stołu. Daj mi tutaj uprawnienie **Wyświetlanie kanałów**, a potem zacznij jeszcze raz.
discord-cannot-send = Nie mogę pisać na tym kanale, więc wyniki i wezwania do ruchu by przepadły. Daj mi tutaj uprawnienie **Wysyłanie wiadomości** (w wątku: **Wysyłanie wiadomości w wątkach**), a potem zacznij jeszcze raz.
discord-cannot-embed = Nie mogę pokazać obrazu stołu na tym kanale. Daj mi tutaj uprawnienie **Osadzanie linków**, a potem zacznij jeszcze raz.
discord-cannot-attach = Nie mogę załączyć obrazu stołu na tym kanale. Daj mi tutaj uprawnienie **Załączanie plików**, a potem zacznij jeszcze raz.
discord-hand-expired = Discord nie pozwala mi już zaktualizować ręki otwartej ponad 15 minut temu: naciśnij **Moje karty**, aby dostać nową.
discord-hand-open = Naciśnij **Moje karty**, aby zobaczyć swoje karty.
