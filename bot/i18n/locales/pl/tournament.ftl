## Turnieje: wiadomość z zapisami, jej przyciski, każda runda, obrazki i ich opisy.

tournament-format-round-robin = Każdy z każdym
tournament-format-swiss = System szwajcarski
tournament-format-elimination = System pucharowy
tournament-signup = 🏆 **Turniej Koi-Koi** · {$format} · zasady: {$rules} · {$minutes} min na ruch
    Otworzył(a): {$manager}. Zapisz się przyciskiem poniżej, zanim turniej się zacznie.
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
tournament-elimination-rule = Remis w partii: więcej punktów Koi-Koi, potem kolejność zapisów
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
