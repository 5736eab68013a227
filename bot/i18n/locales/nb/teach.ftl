## Gjennomgangens bilde: hvem som valgte hva, radene, ringene og hva en STOPP gir

teach-review-you-chose = Du valgte {$played}; {$better} var bedre
teach-review-they-chose = {$name} valgte {$played}; {$better} var bedre
teach-review-lost = -{$lost} poeng
teach-row-opponent = {$name}: hånd og fangst
teach-row-field = Bordet
teach-row-your-hand = Din hånd
teach-row-your-pile = Din fangst
teach-row-hand = {$name}: hånd
teach-row-pile = {$name}: fangst
teach-legend-you-played = det du valgte
teach-legend-they-played = det {$name} valgte
teach-legend-better = det som var bedre
teach-legend-threat = det {$name} trenger til {$yaku}
teach-legend-pending = venter på fangsten sin
teach-review-stake = STOPP gir {$total} poeng: {$yaku}
teach-review-stake-multiplied = STOPP gir {$total} poeng: {$yaku}, ×{$multiplier}
teach-costly-line-shared = Runde {$round}: {$name} valgte {$played}; bedre var {$better} (omtrent {$lost} poeng).

## Yaku-oversikten: hva som teller og hvordan en yaku vokser

teach-guide-title = Yaku · regler: {$rules}
teach-guide-grows = ett poeng mer for hvert kort utover det yakuen trenger
teach-guide-bonus = gir poeng bare sammen med en annen yaku
teach-separator = {"; "}
teach-list = {", "}
teach-counts-any-bright = hvilke som helst {$need} lyskort
teach-counts-all-bright = alle {$need} lyskortene
teach-counts-any-animal = hvilke som helst {$need} dyr
teach-counts-all-animal = alle {$need} dyrene
teach-counts-any-ribbon = hvilke som helst {$need} bånd
teach-counts-all-ribbon = alle {$need} båndene
teach-counts-any-chaff = hvilke som helst {$need} skrapkort
teach-counts-all-chaff = alle {$need} skrapkortene
teach-counts-these = disse {$need} kortene sammen
teach-counts-but = {$counts}, ikke {$cards}
teach-counts-too = {$counts} ({$cards} teller også)
teach-counts-with = {$counts}, blant dem {$cards}
teach-counts-month = alle {$need} kortene i rundens måned
teach-counts-teshi = {$need} kort fra samme måned på hånden du får utdelt
teach-counts-kuttsuki = fire månedspar på hånden du får utdelt ({$need} kort)
teach-grows = +{$points} for hvert kort til
teach-replaces = erstatter {$yaku}

## Svaret på Symboler: en linje for hvert symbol i bildene

teach-legend-title = **Hva bildene viser**
teach-symbol-kinds = ★ gullstjerne: et lyskort · ◆ grønn rombe: et dyr · rosa merkelapp: et bånd · ● grå prikk: skrap (merket øverst til høyre på kortet).
teach-symbol-month = Den fargede runden øverst til venstre på et kort er måneden; hver måned har sin egen farge. Medaljongen ved bordet viser månedens plante.
teach-symbol-letters = A–H: kortene på hånden, merket som knappene sine; et bordkort bærer bokstavene til håndkortene som ville fange det.
teach-symbol-capture = Grønn flik med hake, grønn bokstav og ✦ på en knapp: kortet fanger noe.
teach-symbol-frame = Gul ramme: kortene som ble flyttet i forrige trekk, de to kortene du kan ta, eller kortet du valgte (løftet, med målene merket).
teach-symbol-turn = ▶ gul trekant ved et navn: den spillerens tur.
teach-symbol-seat = Farget prikk ved et navn: spillerens farge. Prikkene under måneden: rundene, den nåværende stor og gul.
teach-symbol-winner = En gullkrone ved et navn: vinneren (stjernene i «CPU ★★» er datamaskinens nivå).
teach-symbol-dealer = Giver: den som ga kortene denne runden og spiller først.
teach-symbol-calls = Koi-Koi ×2: spillerens rop denne runden · ×2 ved måneden: det koi-koi ganger en STOPP med · 6 × 2 = 12: poeng, faktor og sum.
teach-symbol-watch = Gul «Blå bånd 2/3» og små kort ved et navn: en yaku spilleren mangler ett eller to kort til, og kortene som fortsatt kan tas.
teach-symbol-called = Oransje prikk i et resultat: et KOI-KOI-rop (i kamptabellen: runden det ble ropt i).
teach-symbol-grows = 5+ i yaku-oversikten: ett poeng mer for hvert kort utover det yakuen trenger.
teach-symbol-bonus = ⚭ lenkede ringer: den yakuen gir poeng bare sammen med en annen.
teach-symbol-review = I en gjennomgang: rød ring: det som ble valgt · gullring: det som var bedre · fiolett ring: kortene motstanderen trenger · hvit ring: kortet som venter på fangsten sin.
teach-symbol-unknown = •: et tegn i et navn som bildene ikke kan tegne.

## En delt gjennomgang nevner spilleren ved navn der den private sier «du»

teach-why-closer-shared = {$better} ville latt {$name} stå ett kort fra {$yaku}.
teach-why-secures-shared = {$better} ville brakt {$card} trygt inn i bunken til {$name}.
teach-why-stopped-early-shared = Å stoppe på {$points} poeng ga fra seg mer enn det sikret: hånden til {$name} kunne fortsatt score.
