# Co stawia się na szali, wołając KOI-KOI, przebieg wyniku, obraz rankingu i słowa, które
# opisują każdy obraz czytnikowi ekranu.

## Panel STOP / KOI-KOI
story-stake-doubles = Od teraz każdy STOP liczy się ×{ $after }, także rywala
story-stake-flat = Bez mnożnika: KOI-KOI nie podniesie twoich punktów
story-stake-wipe = Jeśli { $name } zatrzyma się przed tobą, nie dostaniesz nic
story-stake-exhausted = Jeśli ręce się wyczerpią, i tak zdobędziesz punkty
story-threats = { $name } może ułożyć
story-no-threat = { $name } nie jest blisko żadnego yaku

## Wyniki
story-called = { $name } woła KOI-KOI { $count ->
    [one] raz
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
}
story-sum-plain = { $base ->
    [one] 1 punkt
    [few] { $base } punkty
    [many] { $base } punktów
   *[other] { $base } punktu
}: { $total }
story-sum-doubled = { $base ->
    [one] 1 punkt
    [few] { $base } punkty
    [many] { $base } punktów
   *[other] { $base } punktu
}, podwojone, bo { $name } woła KOI-KOI: { $total }
story-sum-multiplied = { $base ->
    [one] 1 punkt
    [few] { $base } punkty
    [many] { $base } punktów
   *[other] { $base } punktu
} × { $multiplier } za { $calls } wołania KOI-KOI: { $total }
story-sum-seven-plain = { $yaku ->
     [one] 1 punkt
     [few] { $yaku } punkty
     [many] { $yaku } punktów
    *[other] { $yaku } punktu
}, podwojone przy 7 lub więcej do { $base }: { $total }
story-sum-seven-doubled = { $yaku ->
     [one] 1 punkt
     [few] { $yaku } punkty
     [many] { $yaku } punktów
    *[other] { $yaku } punktu
}, podwojone przy 7 lub więcej do { $base }, znów podwojone, bo { $name } woła KOI-KOI: { $total }
story-sum-seven-multiplied = { $yaku ->
     [one] 1 punkt
     [few] { $yaku } punkty
     [many] { $yaku } punktów
    *[other] { $yaku } punktu
}, podwojone przy 7 lub więcej do { $base }, × { $multiplier } za { $calls } wołania KOI-KOI: { $total }
story-wiped = { $name } woła KOI-KOI i nie dostaje nic

## Obraz rankingu
story-board-points = { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
story-board-record = { $won ->
    [one] 1 wygrana
    [few] { $won } wygrane
    [many] { $won } wygranych
   *[other] { $won } wygranej
} z { $played }

## Opisy obrazów (czytane przez czytniki ekranu)
story-alt-round = Runda { $number }, { $month }.
story-alt-field = Stół: { $cards }.
story-alt-field-empty = Stół jest pusty.
story-alt-pile = { $name } ma { $count ->
    [one] 1 zdobytą kartę
    [few] { $count } zdobyte karty
    [many] { $count } zdobytych kart
   *[other] { $count } zdobytej karty
}
story-alt-pile-kinds = { $pile }: { $kinds }.
story-alt-pile-none = { $name } nie ma jeszcze żadnej zdobytej karty.
story-alt-brights = { $count ->
    [one] 1 jasna
    [few] { $count } jasne
    [many] { $count } jasnych
   *[other] { $count } jasnej
}
story-alt-animals = { $count ->
    [one] 1 zwierzę
    [few] { $count } zwierzęta
    [many] { $count } zwierząt
   *[other] { $count } zwierzęcia
}
story-alt-ribbons = { $count ->
    [one] 1 wstęga
    [few] { $count } wstęgi
    [many] { $count } wstęg
   *[other] { $count } wstęgi
}
story-alt-chaff = { $count ->
    [one] 1 zwykła
    [few] { $count } zwykłe
    [many] { $count } zwykłych
   *[other] { $count } zwykłej
}
story-alt-yaku = { $name } ma { $yaku }.
story-alt-draw-pile = W talii { $count ->
    [one] została 1 karta
    [few] zostały { $count } karty
    [many] zostało { $count } kart
   *[other] zostało { $count } karty
}.
story-alt-turn = Ruch gracza { $name }.
story-alt-your-turn = Twój ruch.
story-alt-hand = Twoja ręka: { $cards }.
story-alt-stop = STOP daje teraz { $points ->
    [one] 1 punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
story-alt-threat = { $name } potrzebuje jeszcze { $missing ->
    [one] 1 karty
    [few] { $missing } kart
    [many] { $missing } kart
   *[other] { $missing } karty
} do { $yaku } ({ $points } pkt).
story-alt-round-won = Runda { $number }: { $name } zdobywa { $points } pkt za { $yaku }.
story-alt-round-drawn = Runda { $number }: nikt nie punktuje.
story-alt-scores = Wynik partii: { $name0 } { $score0 }, { $name1 } { $score1 }.
story-alt-match-won = { $name } wygrywa partię { $winner_score } do { $loser_score } po { $rounds ->
    [one] 1 rundzie
    [few] { $rounds } rundach
    [many] { $rounds } rundach
   *[other] { $rounds } rundy
}.
story-alt-match-drawn = Partia kończy się remisem { $score0 } do { $score1 } po { $rounds ->
    [one] 1 rundzie
    [few] { $rounds } rundach
    [many] { $rounds } rundach
   *[other] { $rounds } rundy
}.
story-alt-board = Ranking, strona { $page } z { $pages }: { $lines }.
story-alt-board-empty = Ranking jest pusty: nikt jeszcze nie ukończył tu partii.
story-alt-board-line = { $rank }. { $name }, { $points } pkt
story-alt-oya-ken = punkt rozdającego (oya-ken)
story-alt-guide = Wszystkie yaku zasad { $rules }, każde z kartami i punktami.
story-alt-review = Sytuacja z partii: { $line }

# A member's place on the leaderboard, shared with those of equal points
story-rank-place = { $tied ->
    [yes] miejsce { $rank } (ex aequo)
   *[no] miejsce { $rank }
}
