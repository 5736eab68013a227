## Hvor rettferdig dagens giv er, og hvordan den ender.

daily-played-elsewhere = Du har hatt forsøket ditt på dagens giv på en annen server: ett forsøk om dagen, uansett hvor du spiller. En ny giv kommer ved midnatt UTC.
daily-intro-fair = Én runde mot eksperten, etter { $rules }-reglene. Alle får samme giv, og eksperten svarer likt på like trekk: bare spillet ditt gjør forskjellen. Ett forsøk om dagen, uansett hvilken server du spiller på.
daily-ends-in-hours = Dagens giv slutter om { $hours ->
    [one] 1 time
   *[other] { $hours } timer
}.
daily-ends-in-minutes = Dagens giv slutter om { $minutes ->
    [one] 1 minutt
   *[other] { $minutes } minutter
}.
daily-ended-lost = Eksperten vant runden med { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}; du får ingen poeng i dagens giv.
daily-ended-drawn = Ingen fikk poeng: dagens giv endte uavgjort.
daily-stale = Den knappen hører til et tidligere trekk i given din: spill videre fra den nyeste meldingen, eller bruk /koikoi daily for å se den igjen.
daily-no-such-day = Den knappen viser ikke til noen dag for dagens giv.
daily-review-title = Gjennomgang av dagens giv { $day }
