## Sezony punktów rankingowych: /koikoi sezony, koniec sezonu, /ranking sezon:

season-plan-off = Sezony są wyłączone: punkty rankingowe sumują się na zawsze. Administrator może je włączyć przez /koikoi sezony.
season-plan-on = Sezony: {$length} · sezon {$number} kończy się {$ends} · koniec ogłaszany na {$channel}
season-no-channel = brak kanału
season-length-monthly = co miesiąc
season-length-quarterly = co kwartał
season-ended = Sezon {$number} dobiegł końca! Zaczyna się sezon {$next}: wszyscy wracają do zera punktów rankingowych, a statystyki ogólne zostają. Zwycięzcy:
season-winner-line = **{$place}.** {$user}: {$points} { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
season-no-winner = Nikt nie skończył partii w tym sezonie.
season-board-title = Sezon {$number} · {$server}
season-board-none = Sezon {$number} się tu nie zakończył.
season-board-none-yet = Żaden sezon jeszcze się nie zakończył.
season-board-latest = Ostatni zakończony sezon to {$last}.
season-board-empty = Do końca tego sezonu nikt nie skończył partii.
season-board-dates = Od {$start} do {$end}
season-alt-board = Końcowy ranking sezonu {$number}: {$lines}.
