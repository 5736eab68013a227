## Wiadomość ze stołem

table-title = Koi-Koi · {$name0} kontra {$name1}
table-round = Runda
table-round-value = {$number} z {$rounds} · {$month}
table-round-open-value = {$number} · {$month} · gra do {$target} pkt
table-score = Wynik
table-target = Gra do {$target} pkt
table-dealer = Rozdający
table-turn = Ruch
table-turn-play = {$name} zagrywa kartę
table-turn-take = {$name} wybiera kartę do zebrania
table-turn-koikoi = {$name}: STOP czy KOI-KOI?
table-match-over = Partia zakończona
table-koikoi = Zgłoszenia koi-koi
table-koikoi-value = {$name0} {$calls0} · {$name1} {$calls1} · ×{$multiplier}
table-koikoi-value-each = {$name0} {$calls0} (×{$times0}) · {$name1} {$calls1} (×{$times1})
table-koikoi-value-plain = {$name0} {$calls0} · {$name1} {$calls1}
table-draw-pile = Talia
table-draw-pile-value = { $count ->
    [one] {$count} karta
    [few] {$count} karty
    [many] {$count} kart
   *[other] {$count} karty
}
table-footer = Zasady: {$rules} · partia nr {$match}

## Karty gracza

hand-your-turn = Twój ruch: zagraj kartę. Karty oznaczone ✦ mogą coś zebrać.
hand-waiting = Teraz gra {$name}. Twoje karty ożyją, gdy przyjdzie Twoja kolej.
hand-choose-take = {$card} pasuje do dwóch kart na stole: którą bierzesz?
hand-koikoi = Masz {$yaku}: {$total} × {$multiplier} = **{$score}** pkt. STOP i zapisujesz punkty czy KOI-KOI i grasz dalej o więcej?
hand-confirm = Zagrać {$card}? Potwierdź albo wybierz inną kartę.
hand-match-over = Ta partia jest zakończona.

## Przyciski

button-my-hand = Moje karty
button-refresh = Odśwież
button-take = Weź {$card}
button-stop = STOP
button-koikoi = KOI-KOI
button-confirm = Zagraj {$card}
button-accept = Przyjmij
button-decline = Odrzuć
button-forfeit = Tak, poddaję partię

## Relacja z ostatnich ruchów

narrate-played-to-field = {$name} zagrywa {$card}: brak pary, karta zostaje na stole.
narrate-drew-to-field = {$name} dobiera {$card}: brak pary, karta zostaje na stole.
narrate-played-and-took = {$name} zagrywa {$card} i zbiera {$taken}.
narrate-drew-and-took = {$name} dobiera {$card} i zbiera {$taken}.
narrate-choosing-hand = {$name} zagrywa {$card} i wybiera, którą kartę wziąć.
narrate-choosing-draw = {$name} dobiera {$card} i wybiera, którą kartę wziąć.
narrate-yaku = {$name} układa {$yaku} (razem {$total}).
narrate-koikoi = {$name} woła KOI-KOI!
narrate-stop = {$name} mówi STOP.
narrate-stop-automatic = {$name} nie ma już kart i zapisuje punkty.
narrate-round-won = {$name} wygrywa rundę: {$points} { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}.
narrate-round-drawn = Runda kończy się remisem.
narrate-round-started = Runda {$number} ({$month}): rozdaje {$dealer}.
narrate-redeal-field-four-of-a-month = Cztery karty jednego miesiąca na stole: nowe rozdanie.
narrate-redeal-field-four-pairs = Cztery pary na stole: nowe rozdanie.
narrate-redeal-both-hands-bonus = Obie ręce mają premię: nowe rozdanie.
narrate-first-dealer = Odkryta karta: {$card}. Pierwszy rozdaje {$name}.
narrate-forfeit = {$name} poddaje partię.
narrate-match-won = {$name} wygrywa partię {$winner_score} do {$loser_score}.
narrate-match-drawn = Partia kończy się remisem {$score0} do {$score1}.

## Wyniki

result-round-won = Runda {$number}: {$name} zdobywa {$points} { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
result-round-drawn = Runda {$number}: remis
result-oya-ken = Nikt nie ułożył yaku, zanim skończyły się karty, więc rozdający, {$name}, dostaje {$points} pkt (oya-ken).
result-yaku-line = **{$yaku}** ({$gloss}): {$points}
result-multiplier = {$base} × {$multiplier} (koi-koi) = **{$total}**
result-match-won = {$name} wygrywa partię {$winner_score} do {$loser_score}!
result-match-drawn = Partia kończy się remisem {$score0} do {$score1}.
result-forfeit = {$name} poddaje partię.
result-ranking-points = {$name} zdobywa {$points} { $points ->
    [one] punkt rankingowy
    [few] punkty rankingowe
    [many] punktów rankingowych
   *[other] punktu rankingowego
}.

## Wyzwania

challenge-posted = {$challenged}, {$challenger} wyzywa Cię do gry w Koi-Koi (zasady: {$rules})! Wyzwanie wygaśnie za {$minutes} { $minutes ->
    [one] minutę
    [few] minuty
    [many] minut
   *[other] minuty
}.
challenge-lapsed = Wyzwanie dla {$challenged} wygasło.
challenge-declined = {$challenged} odrzuca wyzwanie od {$challenger}.

## Odmowy

error-channel-busy = Na tym kanale trwa już partia. Obserwuj ją albo zacznij nową na innym kanale.
error-already-playing = {$user} gra już partię na tym serwerze.
error-challenge-self = Nie możesz wyzwać siebie. Zagraj z komputerem: pomiń przeciwnika.
error-challenge-bot = Boty nie grają w Koi-Koi. Wyzwij kogoś z serwera albo zagraj z komputerem.
error-challenge-gone = To wyzwanie wygasło albo ktoś już na nie odpowiedział.
error-challenge-not-yours = Na to wyzwanie może odpowiedzieć tylko wyzwana osoba.
error-match-over = Ta partia jest zakończona.
error-not-a-player = Tylko gracze tej partii mogą to zrobić. Zacznij własną: /koikoi graj.
error-not-your-turn = To nie Twój ruch.
error-stale = Ten przycisk należy do wcześniejszego ruchu. Naciśnij Odśwież albo użyj /koikoi karty.
error-illegal = Ten ruch jest teraz niedozwolony.
error-store = Nie udało się zapisać Twojego ruchu, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
error-store-down = Baza danych bota jest teraz niedostępna. Nic się nie zmieniło; spróbuj ponownie za chwilę.
error-no-match = Nie grasz żadnej partii na tym serwerze. Zacznij: /koikoi graj.
error-needs-manage-server = Ustawienia mogą zmieniać tylko osoby z uprawnieniem Zarządzanie serwerem.
error-unknown-button = Bot nie zna tego przycisku. Może pochodzić ze starszej wersji; użyj /koikoi karty.
error-other-server = Ten przycisk należy do innego serwera: nic nie zostało zrobione.
error-other-channel = Ten przycisk należy do innego kanału: nic nie zostało zrobione.
error-internal = Coś poszło nie tak po naszej stronie. Spróbuj ponownie.
error-internal-match = Coś poszło nie tak po naszej stronie. Twoja partia jest bezpieczna; spróbuj ponownie.

## Limity czasu i poddanie

timeout-reminder = {$user}, Twój ruch! Minęła połowa czasu na ruch; gdy się skończy, przegrywasz walkowerem.
forfeit-confirm = Na pewno poddać tę partię? Zostanie zapisana jako przegrana.

## Odpowiedzi na polecenia

rules-title = Zasady Koi-Koi: {$rules}
rules-as-played = Zasady {$rules} z tymi zasadami domowymi zamiast ich własnych: {$house}. Reszta bez zmian.
rules-standard = Do 12 rund, gra do 50 punktów. Każde zgłoszenie koi-koi (przez któregokolwiek gracza) podwaja wynik rundy, więc ryzykowne koi-koi może dać przeciwnikowi podwójne punkty. Gdy karty się skończą, runda kończy się remisem; rozdający zmienia się co rundę.
rules-traditional = Rundy trwają, aż ktoś zdobędzie 50 punktów; runda n to miesiąc n, a zebranie wszystkich czterech kart tego miesiąca (tsuki-fuda) daje 5 punktów. Bez mnożnika. Czarka sake liczy się jako zwierzę albo zwykła karta, zależnie od tego, co daje więcej. Yaku z oglądaniem (hanami, tsukimi) tylko dodają się do innego yaku. Gdy karty się skończą, punkty dostaje ostatni gracz, który wołał koi-koi, a jeśli nikt nie wołał, rozdający dostaje 1 punkt. Zwycięzca rozdaje w następnej rundzie.
rules-single-deal = Jedna runda. Nowe rozdanie, gdy na stole są cztery karty jednego miesiąca albo cztery pary; ręka z czterema kartami jednego miesiąca (teshi) albo czterema parami (kuttsuki) od razu daje 6 punktów. Czarka sake jest jednocześnie zwierzęciem i zwykłą kartą. Bez yaku z oglądaniem i bez mnożnika; gdy karty się skończą, runda kończy się remisem.
rules-turn-title = Ruch
rules-turn = Zagraj kartę z ręki: jeśli na stole leży karta z tego samego miesiąca, zbierasz obie (dwie pasujące: wybierasz jedną; trzy: bierzesz wszystkie cztery). Potem odkrywasz wierzchnią kartę talii i dopasowujesz ją tak samo. Gdy suma Twoich yaku wzrośnie, wybierz STOP (zapisujesz punkty teraz) albo KOI-KOI (grasz dalej; zatrzymać się możesz dopiero, gdy suma znów wzrośnie).
rules-tips-title = Porady
rules-tips = • Zanim zagrasz, spójrz na stół: zbierając kartę, odbierasz ją też przeciwnikowi.
    • Zbieraj pod jedno yaku: trzy wstążki jednego koloru albo dzik–jeleń–motyle.
    • Wołaj koi-koi, gdy brakuje Ci jednej lub dwóch kart do większego yaku, zostało dużo kart, a zbiór przeciwnika wygląda niegroźnie. Mów STOP, gdy prowadzisz i zostało mało kart.
    • Uważaj na deszczowego człowieka: psuje Sankō i obniża cztery światła do Ame-shikō.

stats-title = Koi-Koi: {$name}
stats-ranking-points = Punkty rankingowe
stats-rank = Miejsce
stats-against-easy = z komputerem (łatwy)
stats-against-normal = z komputerem (normalny)
stats-against-expert = z komputerem (ekspert)
stats-against-member = z innymi graczami
stats-record = rozegrane: {$played} · wygrane: {$won} · przegrane: {$lost} · remisy: {$drawn}
stats-best-round = Najlepsza runda
stats-biggest-yaku = Największe yaku
stats-koikoi = Zgłoszenia koi-koi
stats-koikoi-value = zgłoszone: {$calls} · wygrane: {$won}

profile-shown = Miesiąc urodzenia: {$month} · Gra w dwóch krokach: {$two_step}
profile-on = włączona
profile-off = wyłączona
profile-two-step-default = domyślnie według zasad

settings-shown = Domyślne zasady: {$rules} · Czas na ruch: {$minutes} { $minutes ->
    [one] minuta
    [few] minuty
    [many] minut
   *[other] minuty
}

leaderboard-title = Ranking Koi-Koi · {$server}
leaderboard-line = **{$rank}.** {$user}: {$points} { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
} · {$wins} { $wins ->
    [one] wygrana
    [few] wygrane
    [many] wygranych
   *[other] wygranej
}
leaderboard-empty = Nikt tu jeszcze nie skończył partii. Zagraj pierwszą: /koikoi graj
leaderboard-page = Strona {$page} z {$pages}
leaderboard-your-rank = Ty: {$place}, {$points} { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}

## Nazwy używane w wiadomościach

preset-standard = standardowe
preset-traditional = tradycyjne
preset-single-deal = jedno rozdanie

## Język (każdy język nazwany po swojemu)

language-en = English
language-ja = 日本語
language-ms = Bahasa Melayu
language-pl = Polski
language-nb = Norsk bokmål
profile-language = Język: {$language}
profile-language-auto = jak w aplikacji Discord
settings-language = Język wiadomości publicznych: {$language}
settings-language-auto = język serwera w Discordzie

## The post-game review and hints

review-title = Analiza meczu #{$match}
review-summary = Przeanalizowane decyzje: {$reviewed} · wybory zgodne z ekspertem: {$share}% · stracone punkty: {$lost}
review-worst-round = Najgorsza runda: runda {$round} (stracone punkty: {$lost})
review-no-loss = Żadna decyzja nic nie kosztowała. Świetna gra!
review-round-line = runda {$round}: {$lost}
review-rounds-title = Stracone punkty w rundach
review-costly-title = Najdroższe decyzje
review-costly-line = Runda {$round}: wybrano {$played}; lepsze było {$better} (około {$lost} pkt).
review-action-play = zagranie {$card}
review-action-take = wzięcie {$card}
review-action-stop = STOP
review-action-koikoi = KOI-KOI
review-why-best = Ekspert zrobiłby to samo.
review-why-made = {$better} dałoby {$yaku}.
review-why-offered = Wyłożenie {$card} na stół dało graczowi {$opponent} szansę na {$yaku}.
review-why-left = Zostawienie {$card} na stole pozwoliło graczowi {$opponent} sięgnąć po {$yaku}.
review-why-closer = {$better} zostawiłoby cię o jedną kartę od {$yaku}.
review-why-takes = {$better} zdobyłoby {$card}.
review-why-secures = {$better} bezpiecznie dodałoby {$card} do twoich zdobyczy.
review-why-stopped-behind = Zatrzymanie przy {$points} pkt nie mogło wygrać meczu: mogła to zrobić tylko dalsza gra.
review-why-value = {$better} dawało więcej szans na resztę rundy.
review-why-stopped-near = Zatrzymanie przy {$points} pkt oddało {$yaku}: {$card} było w zasięgu.
review-why-stopped-early = Zatrzymanie przy {$points} pkt oddało więcej, niż zachowało: twoja ręka mogła jeszcze punktować.
review-why-koikoi-threat = KOI-KOI naraziło {$points} pkt, gdy graczowi {$opponent} brakowało jednej karty do {$yaku}.
review-why-koikoi-risk = KOI-KOI naraziło {$points} pkt dla zbyt małego zysku.
review-queued = Twoja analiza czeka w kolejce: miejsce {$position}.
review-working = Analiza meczu #{$match}: {$done} z {$total} decyzji…
review-none = Nie masz tu zakończonego meczu do analizy.
review-not-yours = Możesz analizować tylko własne zakończone mecze.
review-share = Udostępnij na kanale
review-shared = {$name} udostępnia analizę meczu #{$match}.
review-already-shared = Ta analiza została już udostępniona.
review-picture-legend = Czerwona ramka: zagrana karta. Złota ramka: lepszy wybór.
hint-button = Podpowiedź
hint-text = Ekspert wybrałby: {$better}. {$why}
hint-off = Podpowiedzi są na tym serwerze wyłączone.
hint-level = Podpowiedzi są tylko w meczach z łatwym i normalnym komputerem.
table-hinted = Użyto podpowiedzi: ten mecz nie daje punktów rankingowych.
settings-hints = Podpowiedzi w meczach z łatwym i normalnym komputerem: {$state}
settings-hints-on = dozwolone
settings-hints-off = niedozwolone

# Words in the pictures (short: they share a line with a number or a name).
picture-round = Runda {$number}
picture-round-of = Runda {$number} z {$rounds}
picture-stop-now = Stop teraz
picture-nearest-yaku = Najbliższe yaku rywala
button-legend = Symbole

