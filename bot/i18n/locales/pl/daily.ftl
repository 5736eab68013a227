## Rozdanie dnia i typy widzów.

daily-title = Rozdanie dnia · { $day }
daily-your-move = Twój ruch.
daily-decide = Masz yaku: STOP i liczysz punkty czy KOI-KOI i grasz dalej?
daily-take = Pasują dwie karty ze stołu: którą bierzesz?
daily-finished = W dzisiejszym rozdaniu zdobywasz { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktów
}.
daily-already-played = Dzisiejsze rozdanie masz już za sobą. Nowe pojawi się o północy UTC.
daily-lapsed = To rozdanie było wczorajsze i przepadło; dzisiejsze na ciebie czeka.
daily-not-started = Zacznij dzisiejsze rozdanie poleceniem /koikoi daily.
daily-share-button = Udostępnij wynik
daily-review-button = Analiza eksperta
daily-best-button = Jak padł najlepszy wynik
daily-shared-already = Dzisiejszy wynik został już udostępniony.
daily-shared = Twój wynik jest na kanale.
daily-share-post = 🎴 { $member } · rozdanie dnia { $day }: { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktów
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI raz
    [few] {" "}· KOI-KOI { $calls } razy
    [many] {" "}· KOI-KOI { $calls } razy
   *[other] {" "}· KOI-KOI { $calls } razy
}
daily-streak = 🔥 { $days ->
    [one] 1 dzień z rzędu
    [few] { $days } dni z rzędu
    [many] { $days } dni z rzędu
   *[other] { $days } dni z rzędu
}
daily-board-title = Tablica dnia · { $day }
daily-board-empty = Nikt tutaj nie skończył jeszcze dzisiejszego rozdania.
daily-board-line = { $rank }. { $member }: { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktów
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI ×{ $calls }
    [few] {" "}· KOI-KOI ×{ $calls }
    [many] {" "}· KOI-KOI ×{ $calls }
   *[other] {" "}· KOI-KOI ×{ $calls }
}
daily-board-footer = { $players ->
    [one] 1 gracz
    [few] { $players } graczy
    [many] { $players } graczy
   *[other] { $players } graczy
} · bez żadnej karty z rozdania
daily-best-not-yet = Ruchy najlepszego wyniku zobaczysz, gdy dzień się skończy.
daily-best-none = Nikt tutaj nie skończył rozdania z tego dnia.
daily-review-not-yet = Najpierw skończ rozdanie: analiza odsłania ukryte karty.

call-title = Typy kanału
call-prompt = { $player } wybiera między STOP a KOI-KOI. Oglądasz? Zgadnij, co wybierze.
call-stop = Zatrzyma się
call-koikoi = Zawoła KOI-KOI
call-counting = { $votes ->
    [one] 1 typ oddany
    [few] { $votes } typy oddane
    [many] { $votes } typów oddanych
   *[other] { $votes } typów oddanych
}
call-voted = Twój typ przyjęty. Stół pokaże typy kanału, gdy gracz zdecyduje.
call-players-cannot-vote = Gracze nie mogą typować: typy są dla oglądających.
call-already-voted = Już typujesz przy tej decyzji.
call-closed = Ta decyzja już zapadła; poczekaj na następną.
call-off = Typy widzów są wyłączone na tym serwerze.
call-result = Kanał typował { $stop } × STOP, { $koikoi } × KOI-KOI: { $right ->
    [one] trafiła 1 osoba
    [few] trafiły { $right } osoby
    [many] trafiło { $right } osób
   *[other] trafiło { $right } osób
}.
call-paid-off = KOI-KOI się opłaciło: { $player } wygrywa rundę { $round }.
call-backfired = KOI-KOI się zemściło: { $player } nie wygrywa rundy { $round }.
settings-spectators-call-on = Typy widzów: włączone
settings-spectators-call-off = Typy widzów: wyłączone
help-daily-title = Rozdanie dnia
help-daily = /koikoi daily: to samo rozdanie dla wszystkich, jedna runda z ekspertem, jedna próba dziennie. Udostępnij wynik i zobacz tablicę dnia przez /koikoi daily show:board. Gdy gracz wybiera STOP albo KOI-KOI, oglądający mogą zgadywać, co wybierze.
