## Uczciwość rozdania dnia i to, jak się kończy.

daily-played-elsewhere = Dzisiejsze rozdanie rozgrywasz już na innym serwerze: jedna próba dziennie, niezależnie od serwera. Nowe rozdanie pojawi się o północy UTC.
daily-intro-fair = Jedna runda z ekspertem według zasad { $rules }. Każdy dostaje to samo rozdanie, a ekspert na te same ruchy odpowiada tak samo: różnicę robi tylko twoja gra. Jedna próba dziennie, na którymkolwiek serwerze.
daily-ends-in-hours = Dzisiejsze rozdanie kończy się za { $hours ->
    [one] godzinę
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
}.
daily-ends-in-minutes = Dzisiejsze rozdanie kończy się za { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}.
daily-ended-lost = Rundę wygrywa ekspert: { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}; w dzisiejszym rozdaniu nie zdobywasz punktów.
daily-ended-drawn = Nikt nie zdobywa punktów: dzisiejsze rozdanie kończy się remisem.
daily-stale = Ten przycisk należy do wcześniejszego ruchu w twoim rozdaniu: graj dalej z najnowszej wiadomości albo użyj /koikoi daily, by ją znów zobaczyć.
daily-no-such-day = Ten przycisk nie wskazuje żadnego dnia rozdania dnia.
daily-review-title = Analiza rozdania dnia { $day }
