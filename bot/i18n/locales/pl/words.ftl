## Nazwy z gry wypisywane na obrazkach.

picture-dealer = Rozdający
picture-dealer-point = Punkt rozdającego
picture-koikoi-chip = Koi-Koi

## Podpowiedź pada przed ruchem: mówi, co dany wybór daje.

hint-why-best = Nie ma innego wyboru.
hint-why-made = {$better} daje {$yaku}.
hint-why-offered = Drugi wybór wyłożyłby {$card} na stół i dał graczowi {$opponent} szansę na {$yaku}.
hint-why-left = Drugi wybór zostawiłby {$card} na stole, a gracz {$opponent} mógłby sięgnąć po {$yaku}.
hint-why-closer = {$better} zostawia cię o jedną kartę od {$yaku}.
hint-why-takes = {$better} zdobywa {$card}.
hint-why-secures = {$better} bezpiecznie dodaje {$card} do twoich zdobyczy.
hint-why-value = {$better} daje więcej szans na resztę rundy.
hint-why-stopped-behind = Zatrzymanie przy { $points ->
    [one] {$points} punkcie
    [few] {$points} punktach
    [many] {$points} punktach
   *[other] {$points} punktu
} nie wygra meczu: może to zrobić tylko dalsza gra.
hint-why-stopped-near = Zatrzymanie przy { $points ->
    [one] {$points} punkcie
    [few] {$points} punktach
    [many] {$points} punktach
   *[other] {$points} punktu
} oddałoby {$yaku}: {$card} jest w zasięgu.
hint-why-stopped-early = Zatrzymanie przy { $points ->
    [one] {$points} punkcie
    [few] {$points} punktach
    [many] {$points} punktach
   *[other] {$points} punktu
} oddałoby więcej, niż zachowa: twoja ręka może jeszcze punktować.
hint-why-koikoi-threat = KOI-KOI naraziłoby { $points ->
    [one] {$points} punkt
    [few] {$points} punkty
    [many] {$points} punktów
   *[other] {$points} punktu
}, a {$opponent} jest o jedną kartę od {$yaku}.
hint-why-koikoi-risk = KOI-KOI naraziłoby { $points ->
    [one] {$points} punkt
    [few] {$points} punkty
    [many] {$points} punktów
   *[other] {$points} punktu
} dla zbyt małego zysku.
