## Polecenia z ukośnikiem. /koikoi to nazwa gry, więc zostaje bez zmian.

cmd-koikoi-desc = Graj w Hanafuda Koi-Koi

cmd-koikoi-start-name = graj
cmd-koikoi-start-desc = Zacznij partię z komputerem albo z innym graczem
param-koikoi-start-level-name = poziom
param-koikoi-start-level-desc = Jak dobrze gra komputer (domyślnie: normalny)
param-koikoi-start-opponent-name = przeciwnik
param-koikoi-start-opponent-desc = Wyzwij innego gracza zamiast komputera
param-koikoi-start-rules-name = zasady
param-koikoi-start-rules-desc = Zestaw zasad (domyślnie: ten z serwera)

cmd-koikoi-hand-name = karty
cmd-koikoi-hand-desc = Pokaż swoje karty w bieżącej partii

cmd-koikoi-rules-name = zasady
cmd-koikoi-rules-desc = Zasady, yaku i porady strategiczne
param-koikoi-rules-preset-name = zestaw
param-koikoi-rules-preset-desc = Zestaw zasad (domyślnie: ten z serwera)

cmd-koikoi-forfeit-name = poddaj
cmd-koikoi-forfeit-desc = Poddaj bieżącą partię

cmd-koikoi-stats-name = statystyki
cmd-koikoi-stats-desc = Wyniki gracza na tym serwerze
param-koikoi-stats-member-name = gracz
param-koikoi-stats-member-desc = Czyje statystyki (domyślnie: Twoje)

cmd-koikoi-profile-name = profil
cmd-koikoi-profile-desc = Twoje ustawienia: miesiąc urodzenia, gra w dwóch krokach, język
param-koikoi-profile-birth-month-name = miesiąc_urodzenia
param-koikoi-profile-birth-month-desc = Twój miesiąc urodzenia (zasady tradycyjne wybierają nim pierwszego rozdającego)
param-koikoi-profile-two-step-name = dwa_kroki
param-koikoi-profile-two-step-desc = Wybierz kartę, a potem ją potwierdź
param-koikoi-profile-language-name = język
param-koikoi-profile-language-desc = Język wiadomości widocznych tylko dla Ciebie

cmd-koikoi-settings-name = ustawienia
cmd-koikoi-settings-desc = Ustawienia serwera (Zarządzanie serwerem)
param-koikoi-settings-default-rules-name = domyślne_zasady
param-koikoi-settings-default-rules-desc = Zestaw zasad dla nowych partii
param-koikoi-settings-turn-timeout-name = czas_na_ruch
param-koikoi-settings-turn-timeout-desc = Ile minut gracz ma na ruch, zanim przegra walkowerem
param-koikoi-settings-language-name = język
param-koikoi-settings-language-desc = Język publicznych wiadomości na tym serwerze
param-koikoi-settings-hints-name = podpowiedzi
param-koikoi-settings-hints-desc = Przycisk podpowiedzi w meczach z łatwym i normalnym komputerem

cmd-koikoi-review-name = analiza
cmd-koikoi-review-desc = Analiza twojego zakończonego meczu przez eksperta
param-koikoi-review-match-name = mecz
param-koikoi-review-match-desc = Numer meczu (domyślnie: twój ostatni zakończony mecz)

cmd-leaderboard-name = ranking
cmd-leaderboard-desc = Ranking Koi-Koi tego serwera
param-leaderboard-page-name = strona
param-leaderboard-page-desc = Numer strony (domyślnie: 1)

## Wybory (nazwy języków zostają w ich własnym zapisie)

choice-easy = łatwy
choice-normal = normalny
choice-expert = ekspert
choice-standard = standardowe
choice-traditional = tradycyjne
choice-single-deal = jedno rozdanie
choice-auto = Jak w Discordzie

## Dodane dla życia na kanale

param-koikoi-settings-turn-pings-name = wołanie
param-koikoi-settings-turn-pings-desc = Wołaj gracza na ruch
param-koikoi-settings-threads-name = wątki
param-koikoi-settings-threads-desc = Wątek na partię
param-leaderboard-public-name = publicznie
param-leaderboard-public-desc = Opublikuj na kanale
param-leaderboard-view-name = widok
param-leaderboard-view-desc = Punkty rankingowe (domyślnie) lub ranking umiejętności
choice-points = punkty rankingowe
choice-rating = ranking umiejętności
param-leaderboard-season-name = sezon
param-leaderboard-season-desc = Końcowy ranking zakończonego sezonu, według jego numeru
cmd-koikoi-help-name = pomoc
cmd-koikoi-help-desc = Jak grać
param-koikoi-start-variants-name = warianty
param-koikoi-start-variants-desc = Warianty tradycyjne
param-koikoi-settings-variants-name = warianty
param-koikoi-settings-variants-desc = Warianty tradycyjne
choice-none = brak
choice-loser-pays = przegrany płaci
choice-twelve-months = dwanaście miesięcy
choice-both = oba

cmd-koikoi-daily-name = dzienne
cmd-koikoi-daily-desc = Zagraj rozdanie dnia: jedna runda z ekspertem
param-koikoi-daily-show-name = pokaz
param-koikoi-daily-show-desc = Graj (domyślnie) albo zobacz tablicę dnia
choice-daily-play = Zagraj dzisiejsze rozdanie
choice-daily-board = Tablica dnia
param-koikoi-settings-spectators-call-name = typy_widzow
param-koikoi-settings-spectators-call-desc = Widzowie mogą typować STOP albo KOI-KOI
param-koikoi-settings-house-rules-name = zasady_domowe
param-koikoi-settings-house-rules-desc = Wybierz z menu zasady domowe nowych meczów
param-koikoi-start-house-rules-name = zasady_domowe
param-koikoi-start-house-rules-desc = Najpierw wybierz z menu zasady domowe tego meczu

cmd-koikoi-seasons-name = sezony
cmd-koikoi-seasons-desc = Sezony punktów rankingowych na tym serwerze
param-koikoi-seasons-length-name = długość
param-koikoi-seasons-length-desc = Włącz sezony (co miesiąc, co kwartał) lub je wyłącz (wymaga Zarządzania serwerem)
param-koikoi-seasons-channel-name = kanał
param-koikoi-seasons-channel-desc = Gdzie ogłosić koniec sezonu (domyślnie: ten kanał)
choice-off = wyłączone
choice-monthly = co miesiąc
choice-quarterly = co kwartał
cmd-koikoi-tournament-name = turniej
cmd-koikoi-tournament-desc = Otwórz tu turniej (zarządzający)
param-koikoi-tournament-format-name = system
param-koikoi-tournament-format-desc = Każdy z każdym, szwajcarski (domyślnie) albo pucharowy
param-koikoi-tournament-rules-name = zasady
param-koikoi-tournament-rules-desc = Zestaw zasad (domyślnie: ten z serwera)
param-koikoi-tournament-turn-clock-name = czas_ruchu
param-koikoi-tournament-turn-clock-desc = Minuty na każdy ruch (domyślnie: 60)
param-koikoi-tournament-remove-name = usuń
param-koikoi-tournament-remove-desc = Zamiast tego usuń tego gracza z turnieju na kanale
param-koikoi-tournament-house-rules-name = zasady_domowe
param-koikoi-tournament-house-rules-desc = Zasady domowe meczów: te z serwera (domyślnie) albo brak
choice-server = te z serwera
choice-round-robin = każdy z każdym
choice-swiss = szwajcarski
choice-elimination = pucharowy
