## Obrazek analizy: kto co wybrał, podpisy rzędów, obramowania i wynik przy STOP

teach-review-you-chose = Twój wybór: {$played}; lepsze było {$better}
teach-review-they-chose = Wybór gracza {$name}: {$played}; lepsze było {$better}
teach-review-lost = -{$lost} pkt
teach-row-opponent = {$name}: ręka i zebrane karty
teach-row-field = Stół
teach-row-your-hand = Twoja ręka
teach-row-your-pile = Twoje zebrane karty
teach-row-hand = {$name}: ręka
teach-row-pile = {$name}: zebrane karty
teach-legend-you-played = twój wybór
teach-legend-they-played = wybór gracza {$name}
teach-legend-better = lepszy wybór
teach-legend-threat = czego {$name} potrzebuje do {$yaku}
teach-legend-pending = czeka na zebranie
teach-review-stake = STOP daje {$total} pkt: {$yaku}
teach-review-stake-multiplied = STOP daje {$total} pkt: {$yaku}, ×{$multiplier}
teach-costly-line-shared = Runda {$round} — wybór gracza {$name}: {$played}; lepsze było {$better} (około {$lost} pkt).

## Przewodnik yaku: co się liczy i jak yaku rośnie

teach-guide-title = Yaku · zasady: {$rules}
teach-guide-grows = punkt więcej za każdą kartę ponad wymagane
teach-guide-bonus = punktuje tylko razem z innym yaku
teach-separator = {"; "}
teach-list = {", "}
teach-counts-any-bright = { $need ->
    [one] {$need} dowolna karta jasna
    [few] {$need} dowolne karty jasne
    [many] {$need} dowolnych kart jasnych
   *[other] {$need} dowolne karty jasne
}
teach-counts-all-bright = { $need ->
    [one] jedyna karta jasna
    [few] wszystkie {$need} karty jasne
    [many] wszystkie {$need} kart jasnych
   *[other] wszystkie {$need} karty jasne
}
teach-counts-any-animal = { $need ->
    [one] {$need} dowolne zwierzę
    [few] {$need} dowolne zwierzęta
    [many] {$need} dowolnych zwierząt
   *[other] {$need} dowolne zwierzęta
}
teach-counts-all-animal = { $need ->
    [one] jedyne zwierzę
    [few] wszystkie {$need} zwierzęta
    [many] wszystkie {$need} zwierząt
   *[other] wszystkie {$need} zwierzęta
}
teach-counts-any-ribbon = { $need ->
    [one] {$need} dowolna wstęga
    [few] {$need} dowolne wstęgi
    [many] {$need} dowolnych wstęg
   *[other] {$need} dowolne wstęgi
}
teach-counts-all-ribbon = { $need ->
    [one] jedyna wstęga
    [few] wszystkie {$need} wstęgi
    [many] wszystkie {$need} wstęg
   *[other] wszystkie {$need} wstęgi
}
teach-counts-any-chaff = { $need ->
    [one] {$need} dowolna karta zwykła
    [few] {$need} dowolne karty zwykłe
    [many] {$need} dowolnych kart zwykłych
   *[other] {$need} dowolne karty zwykłe
}
teach-counts-all-chaff = { $need ->
    [one] jedyna karta zwykła
    [few] wszystkie {$need} karty zwykłe
    [many] wszystkie {$need} kart zwykłych
   *[other] wszystkie {$need} karty zwykłe
}
teach-counts-these = komplet tych {$need} kart
teach-counts-but = {$counts}, poza: {$cards}
teach-counts-too = {$counts} (liczy się też: {$cards})
teach-counts-with = {$counts}, w tym: {$cards}
teach-counts-month = { $need ->
    [one] jedyna karta miesiąca rundy
    [few] wszystkie {$need} karty miesiąca rundy
    [many] wszystkie {$need} kart miesiąca rundy
   *[other] wszystkie {$need} karty miesiąca rundy
}
teach-counts-teshi = { $need ->
    [one] {$need} karta jednego miesiąca w rozdanej ręce
    [few] {$need} karty jednego miesiąca w rozdanej ręce
    [many] {$need} kart jednego miesiąca w rozdanej ręce
   *[other] {$need} karty jednego miesiąca w rozdanej ręce
}
teach-counts-kuttsuki = { $need ->
    [one] cztery pary miesięcy w rozdanej ręce ({$need} karta)
    [few] cztery pary miesięcy w rozdanej ręce ({$need} karty)
    [many] cztery pary miesięcy w rozdanej ręce ({$need} kart)
   *[other] cztery pary miesięcy w rozdanej ręce ({$need} karty)
}
teach-grows = +{$points} za każdą kolejną kartę
teach-replaces = zastępuje {$yaku}

## Odpowiedź „Symbole”: wiersz dla każdego symbolu z obrazków

teach-legend-title = **Co pokazują obrazki**
teach-symbol-kinds = ★ złota gwiazda: karta jasna · ◆ zielony romb: zwierzę · różowa zawieszka: wstęga · ● szara kropka: karta zwykła (znaczek w prawym górnym rogu karty).
teach-symbol-month = Kolorowe kółko w lewym górnym rogu karty to jej miesiąc; każdy miesiąc ma swój kolor. Okrągły medalion obok stołu pokazuje roślinę miesiąca.
teach-symbol-letters = A–H: karty na ręce, oznaczone jak ich przyciski; karta na stole nosi litery kart z ręki, które by ją zebrały.
teach-symbol-capture = Zielona zakładka z ptaszkiem, zielona litera i ✦ na przycisku: karta coś zbiera.
teach-symbol-frame = Żółta ramka: karty ruszone w ostatniej turze, dwie karty, które możesz wziąć, albo wybrana karta (uniesiona, jej cele zaznaczone).
teach-symbol-turn = ▶ żółty trójkąt przy nazwie gracza: jego tura.
teach-symbol-seat = Kolorowa kropka przy nazwie gracza: jego kolor. Kropki pod miesiącem: rundy, bieżąca duża i żółta.
teach-symbol-winner = Złota korona przy nazwie gracza: zwycięzca (gwiazdki w „CPU ★★” to poziom komputera).
teach-symbol-dealer = Rozdający: rozdaje karty w tej rundzie i zaczyna.
teach-symbol-calls = Koi-Koi ×2: zawołania gracza w tej rundzie · ×2 przy miesiącu: mnożnik wyniku przy STOP · 6 × 2 = 12: punkty, mnożnik i suma.
teach-symbol-watch = Żółte „Aotan 2/3” i małe karty przy imieniu: yaku, do którego graczowi brakuje jednej lub dwóch kart, i karty, które może jeszcze zdobyć.
teach-symbol-called = Pomarańczowa kropka w wyniku: zawołanie KOI-KOI (w tabeli partii: runda, w której padło).
teach-symbol-grows = 5+ w przewodniku yaku: punkt więcej za każdą kartę ponad wymagane.
teach-symbol-bonus = ⚭ splecione kółka: to yaku punktuje tylko razem z innym.
teach-symbol-review = W analizie: czerwone obramowanie: wybrany ruch · złote: lepszy ruch · fioletowe: karty potrzebne rywalowi · białe: karta czekająca na zebranie.
teach-symbol-unknown = •: znak nazwy, którego obrazki nie umieją narysować.

## Powody w udostępnionej analizie nazywają gracza zamiast „ty”

teach-why-closer-shared = {$better} zostawiłoby gracza {$name} o jedną kartę od {$yaku}.
teach-why-secures-shared = {$better} bezpiecznie dodałoby {$card} do zdobyczy gracza {$name}.
teach-why-stopped-early-shared = Zatrzymanie przy {$points} pkt oddało więcej, niż zachowało: ręka gracza {$name} mogła jeszcze punktować.
