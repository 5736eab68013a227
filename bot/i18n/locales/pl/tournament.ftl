## Turnieje: wiadomość z zapisami, jej przyciski, każda runda, obrazki i ich opisy.

tournament-format-round-robin = Każdy z każdym
tournament-format-swiss = System szwajcarski
tournament-format-elimination = System pucharowy
tournament-signup = 🏆 **Turniej Koi-Koi** · {$format} · zasady: {$rules} · {$minutes} min na ruch
    Otworzył(a): {$manager}.
tournament-house-rules = Zasady domowe: {$rules}
tournament-players = Gracze ({$count}): {$names}
tournament-no-players = Nikt się jeszcze nie zapisał.
tournament-started = Turniej się zaczął: zapisy są zamknięte.
tournament-cancelled = Turniej został odwołany.
button-tournament-join = Zapisz się
button-tournament-leave = Wypisz się
button-tournament-start = Zacznij
button-tournament-cancel = Odwołaj turniej
tournament-round = **Runda {$round} z {$rounds}**
tournament-pairing = {$first} kontra {$second}
tournament-bye = {$player} ma wolny los (wygrana bez gry)
tournament-game = 🏆 Turniej, runda {$round}: {$first} vs {$second}. Grajcie w wątku poniżej; komu skończy się czas na ruch, ten przegrywa walkowerem.
tournament-winner = 🏆 {$player} wygrywa turniej!
tournament-no-winner = Turniej skończył się bez zwycięzcy.
tournament-removed = {$player} został(a) usunięty(-a) z turnieju.
error-tournament-manager = Może to zrobić tylko osoba, która otworzyła turniej, albo zarządzający (Zarządzanie serwerem).
error-tournament-channel = Otwórz turniej na kanale tekstowym: jego partie toczą się w wątkach.
error-tournament-busy = Na tym kanale jest już otwarty turniej.
tournament-signup-again = Na tym kanale jest już otwarty turniej: oto jego zapisy jeszcze raz.
error-tournament-closed = Ten turniej nie jest już otwarty.
error-tournament-not-found = Ten turniej nie jest już otwarty.
error-tournament-full = Ten turniej jest pełny.
error-tournament-few = Do startu potrzeba co najmniej dwóch graczy.
error-tournament-none = Na tym kanale nie ma turnieju.
error-tournament-not-in = {$player} nie gra w tym turnieju.
error-tournament-joined-already = Już jesteś zapisany(-a).
tournament-standings-title = Tabela turnieju
tournament-bracket-title = Drabinka turnieju
tournament-subtitle = {$format} · runda {$round} z {$rounds}
tournament-record-heading = W–R–P
tournament-points-heading = Punkty
tournament-tiebreak = Remis: punkty rywali, punkty Koi-Koi, kolejność zapisów
tournament-round-heading = Runda {$round}
tournament-bye-short = wolny los
tournament-alt-standings = Tabela turnieju: {$lines}
tournament-alt-line = {$place}. {$name}, {$points} pkt (wygrane: {$wins}, remisy: {$draws}, przegrane: {$losses})
tournament-alt-bracket = Drabinka turnieju: {$games}
tournament-alt-game = runda {$round}, {$game}
tournament-alt-bye = {$player} ma wolny los
tournament-alt-pending = {$first} przeciw {$second}, w trakcie
tournament-alt-played = {$first} przeciw {$second}, {$score}, wygrywa {$winner}
tournament-alt-nobody = nikt

## Długi czas na ruch: przypomnienie w wiadomości prywatnej.
turn-reminder-direct = Twój ruch w partii Koi-Koi na serwerze {$server}: {$link}
    Minęła połowa czasu na ruch; gdy się skończy, przegrywasz walkowerem.

## What happened: how each game was decided, the clock of a round, the end
tournament-join-below = Zapisz się przyciskiem poniżej, zanim turniej się zacznie.
tournament-finished = 🏆 Turniej się zakończył: zwycięzcą jest {$player}.
tournament-round-clock = Bądź gotów do gry do {$deadline} ({$until}): kto wtedy wciąż gra inną partię, przegrywa ten mecz. Czas na ruch: {$minutes} min; kto przekroczy czas na ruch, poddaje partię.
tournament-walkover = {$winner} wygrywa walkowerem: {$player} wycofał(a) się
tournament-subtitle-after = {$format} · po rundzie {$round} z {$rounds}
tournament-subtitle-before = {$format} · jeszcze nic nie rozegrano · rund: {$rounds}
tournament-ending-forfeit = poddanie
tournament-ending-time-out = koniec czasu
tournament-ending-no-show = nieobecność
tournament-ending-walkover = walkower
tournament-ending-withdrawn = wycofanie
tournament-ending-unfinished = bez wyniku
tournament-legend-forfeit = poddanie: przegrany poddał partię
tournament-legend-time-out = koniec czasu: przegranemu skończył się czas na ruch
tournament-legend-no-show = nieobecność: przegrany grał w terminie inną partię
tournament-legend-walkover = walkower: przegrany wycofał się przed rundą
tournament-legend-withdrawn = wycofanie: przegranego usunięto z turnieju
tournament-legend-unfinished = bez wyniku: partia skończyła się wcześniej i liczy się jako remis
tournament-note-forfeit = Runda {$round}: {$loser} poddał(a) partię, wygrywa {$winner}
tournament-note-time-out = Runda {$round}: {$loser} przekroczył(a) czas, wygrywa {$winner}
tournament-note-no-show = Runda {$round}: {$loser} grał(a) w terminie inną partię, wygrywa {$winner}
tournament-note-walkover = Runda {$round}: {$loser} wycofał(a) się, wygrywa {$winner}
tournament-note-withdrawn = Runda {$round}: {$loser} usunięto z turnieju, wygrywa {$winner}
tournament-note-bye = Runda {$round}: {$player} miał(a) wolny los (wygrana bez gry)
tournament-note-unfinished = Runda {$round}: {$first} przeciw {$second} bez wyniku (remis)
tournament-note-nobody = Runda {$round}: ani {$first}, ani {$second} nie zagrał(a) (bez zwycięzcy)
tournament-alt-ending = {$first} przeciw {$second}, {$how}, wygrywa {$winner}

## Mecz pucharowy bez zwycięzcy: kto przechodzi dalej i dlaczego; powiadomienie o meczu w wiadomości prywatnej
tournament-drawn = remis {$score}
tournament-tie-break-points = więcej punktów Koi-Koi
tournament-tie-break-seed = wyższe rozstawienie (wcześniejszy zapis)
tournament-note-goes-on = Runda {$round}: {$first} przeciw {$second}, {$result}; dalej przechodzi {$player}: {$reason}
tournament-alt-goes-on = {$first} przeciw {$second}, {$result}, dalej przechodzi {$player}: {$reason}
tournament-game-direct = 🏆 Twój mecz w rundzie {$round} turnieju Koi-Koi na kanale {$channel} na serwerze {$server}: grasz z {$opponent}.
    Bądź gotów do gry do {$deadline} ({$until}). Czas na ruch: {$minutes} min; kto przekroczy czas na ruch, poddaje partię.
    Twój mecz: {$link}
