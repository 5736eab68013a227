## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Karty na ręce: { $name }
replay-alt-intro = Powtórka meczu, ruch po ruchu.
replay-alt-yaku = Ułożone yaku: { $yaku }.

## On Discord

button-replay = Powtórka
replay-private = Powtórka meczu #{ $match }: { $what }.
replay-round = runda { $number }
replay-whole-match = cały mecz
replay-button-best = Najlepsza runda
replay-button-match = Cały mecz
replay-button-post = Opublikuj na kanale
replay-posted = { $name } udostępnia powtórkę meczu #{ $match }: { $what }.
replay-time-given-back = Ruch { $move }: { $seconds } s oddane do zegara tury gracza { $name }, bo bot długo pokazywał rękę.
replay-post-done = Opublikowano na kanale.
replay-daily = Najlepsze rozdanie dnia { $day }; gracz: { $name }.
replay-none = Nie masz tu zakończonego meczu do powtórki.
replay-no-such-match = Na tym serwerze nie ma takiego meczu.
replay-not-finished = Ten mecz jeszcze trwa: powtórka będzie po jego końcu.
replay-no-such-round = Ten mecz nie ma takiej rundy.
replay-players-only = Tylko gracze meczu mogą opublikować jego powtórkę na kanale.
replay-posted-already = Ta powtórka jest już na kanale.
replay-too-long = Ta powtórka jest za długa na jeden obraz w Discordzie: wybierz najlepszą rundę albo jedną rundę.
replay-later = Nie można teraz narysować powtórki: spróbuj ponownie za minutę.
replay-daily-not-yet = Rozdanie z tego dnia można jeszcze rozegrać: najlepsza runda pojawi się po końcu dnia (UTC).
replay-daily-bad-day = Podaj dzień jako RRRR-MM-DD, na przykład 2026-12-01.

## The command

cmd-koikoi-replay-name = powtórka
cmd-koikoi-replay-desc = Zakończony mecz, ruch po ruchu
param-koikoi-replay-match-name = mecz
param-koikoi-replay-match-desc = Numer meczu (domyślnie: twój ostatni zakończony mecz)
param-koikoi-replay-length-name = długość
param-koikoi-replay-length-desc = Najlepsza runda (domyślnie), cały mecz albo ostatnia runda
param-koikoi-replay-day-name = dzień
param-koikoi-replay-day-desc = Zamiast tego najlepsze rozdanie minionego dnia (RRRR-MM-DD)
choice-best = najlepsza runda
choice-match = cały mecz
choice-round = ostatnia runda

## A member's history, drawn under /koikoi stats

history-title = Historia: { $name }
history-rating = Ranking po każdym meczu rankingowym
history-provisional = wstępny
history-no-rating = Jeszcze nie ma meczu rankingowego
history-results = Wyniki
history-won = wygrane
history-drawn = remisy
history-lost = przegrane
history-yaku = Yaku z ostatnich { $matches } meczów
history-no-yaku = Jeszcze nie ma yaku
history-alt = Wykres rankingu ({ $name }) po meczach rankingowych (część wstępna przygaszona), wyniki według przeciwnika i ułożone yaku; liczby są w tekście.
