## Bordmeldingen

table-title = Koi-Koi · {$name0} mot {$name1}
table-round = Runde
table-round-value = {$number} av {$rounds} · {$month}
table-round-open-value = {$number} · {$month} · først til {$target}
table-score = Poeng
table-target = Først til {$target}
table-dealer = Giver
table-turn = Tur
table-turn-play = {$name} spiller et kort
table-turn-take = {$name} velger hva som skal fanges
table-turn-koikoi = {$name}: STOPP eller KOI-KOI?
table-match-over = Kampen er over
table-koikoi = Koi-koi-rop
table-koikoi-value = {$name0} {$calls0} · {$name1} {$calls1} · ×{$multiplier}
table-koikoi-value-each = {$name0} {$calls0} (×{$times0}) · {$name1} {$calls1} (×{$times1})
table-koikoi-value-plain = {$name0} {$calls0} · {$name1} {$calls1}
table-draw-pile = Trekkbunke
table-draw-pile-value = {$count} kort
table-footer = Regler: {$rules} · kamp nr. {$match}

## En spillers hånd

hand-your-turn = Din tur: spill et kort. Kort merket ✦ fanger noe.
hand-waiting = {$name} spiller nå. Kortene dine våkner når det er din tur.
hand-choose-take = {$card} passer med to kort på bordet: hvilket tar du?
hand-koikoi = Du har laget {$yaku}: {$total} × {$multiplier} = **{$score}** poeng. STOPP og ta poengene, eller KOI-KOI og spill videre for mer?
hand-confirm = Spille {$card}? Bekreft, eller velg et annet kort.
hand-match-over = Denne kampen er over.

## Knapper

button-my-hand = Min hånd
button-refresh = Oppdater
button-take = Ta {$card}
button-stop = STOPP
button-koikoi = KOI-KOI
button-confirm = Spill {$card}
button-accept = Godta
button-decline = Avslå
button-forfeit = Ja, gi opp

## Referat av de siste trekkene

narrate-played-to-field = {$name} spilte {$card}: ingen treff, kortet legges på bordet.
narrate-drew-to-field = {$name} trakk {$card}: ingen treff, kortet legges på bordet.
narrate-played-and-took = {$name} spilte {$card} og tok {$taken}.
narrate-drew-and-took = {$name} trakk {$card} og tok {$taken}.
narrate-choosing-hand = {$name} spilte {$card} og velger hvilket kort som skal tas.
narrate-choosing-draw = {$name} trakk {$card} og velger hvilket kort som skal tas.
narrate-yaku = {$name} laget {$yaku} (totalt {$total}).
narrate-koikoi = {$name} roper KOI-KOI!
narrate-stop = {$name} stopper.
narrate-stop-automatic = {$name} har ingen kort igjen og tar poengene.
narrate-round-won = {$name} vinner runden: {$points} poeng.
narrate-round-drawn = Runden endte uavgjort.
narrate-round-started = Runde {$number} ({$month}): {$dealer} gir.
narrate-redeal-field-four-of-a-month = Fire kort fra samme måned på bordet: ny utdeling.
narrate-redeal-field-four-pairs = Fire par på bordet: ny utdeling.
narrate-redeal-both-hands-bonus = Begge hendene har bonus: ny utdeling.
narrate-first-dealer = Det avslørte kortet var {$card}: {$name} gir først.
narrate-forfeit = {$name} gir opp.
narrate-match-won = {$name} vinner kampen, {$winner_score} mot {$loser_score}.
narrate-match-drawn = Kampen endte uavgjort, {$score0} mot {$score1}.

## Resultater

result-round-won = Runde {$number}: {$name} får {$points} poeng
result-round-drawn = Runde {$number}: uavgjort
result-oya-ken = Ingen fikk en yaku før kortene tok slutt, så giveren, {$name}, får {$points} poeng (oya-ken).
result-yaku-line = **{$yaku}** ({$gloss}): {$points}
result-multiplier = {$base} × {$multiplier} (koi-koi) = **{$total}**
result-match-won = {$name} vinner kampen, {$winner_score} mot {$loser_score}!
result-match-drawn = Kampen endte uavgjort, {$score0} mot {$score1}.
result-forfeit = {$name} ga opp.
result-ranking-points = {$name} får {$points} rangeringspoeng.

## Utfordringer

challenge-posted = {$challenged}, {$challenger} utfordrer deg til Koi-Koi (regler: {$rules})! Utfordringen utløper om {$minutes} { $minutes ->
    [one] minutt
   *[other] minutter
}.
challenge-lapsed = Utfordringen til {$challenged} har utløpt.
challenge-declined = {$challenged} avslo utfordringen fra {$challenger}.

## Avslag

error-channel-busy = Det spilles allerede en kamp i denne kanalen. Se på, eller start en i en annen kanal.
error-already-playing = {$user} spiller allerede en kamp på denne serveren.
error-challenge-self = Du kan ikke utfordre deg selv. Spill mot datamaskinen i stedet: utelat motstanderen.
error-challenge-bot = Boter spiller ikke Koi-Koi. Utfordre et medlem, eller spill mot datamaskinen.
error-challenge-gone = Denne utfordringen har utløpt eller er allerede besvart.
error-challenge-not-yours = Bare den som er utfordret, kan svare på denne utfordringen.
error-match-over = Denne kampen er over.
error-not-a-player = Bare spillerne i denne kampen kan gjøre det. Start din egen med /koikoi spill.
error-not-your-turn = Det er ikke din tur.
error-stale = Den knappen hører til en tidligere tur. Trykk Oppdater eller bruk /koikoi hånd.
error-illegal = Det trekket er ikke lov nå.
error-store = Trekket ditt kunne ikke lagres, så ingenting er endret. Prøv igjen om litt.
error-store-down = Botens database kan ikke nås akkurat nå. Ingenting er endret; prøv igjen om litt.
error-no-match = Du spiller ingen kamp på denne serveren. Start en med /koikoi spill.
error-needs-manage-server = Bare medlemmer med tillatelsen Administrer server kan endre innstillingene.
error-unknown-button = Boten kjenner ikke denne knappen. Den kan stamme fra en eldre versjon; bruk /koikoi hånd.
error-other-server = Den knappen hører til en annen server: ingenting ble gjort.
error-other-channel = Den knappen hører til en annen kanal: ingenting ble gjort.
error-internal = Noe gikk galt hos oss. Prøv igjen.
error-internal-match = Noe gikk galt hos oss. Kampen din er trygg; prøv igjen.

## Tidsavbrudd og å gi opp

timeout-reminder = {$user}, det er din tur! Halve tiden for turen er brukt; når den er ute, har du gitt opp.
forfeit-confirm = Vil du virkelig gi opp denne kampen? Den teller som tap.

## Svar på kommandoer

rules-title = Koi-Koi-regler: {$rules}
rules-as-played = {$rules}-reglene, med disse husreglene i stedet for deres egne: {$house}. Alt annet er som i {$rules}-reglene.
rules-standard = Opptil 12 runder, først til 50 poeng. Hvert koi-koi-rop, fra hvilken som helst av spillerne, dobler poengene for runden, så et dristig rop kan gi motstanderen dobbel uttelling. En runde der kortene tar slutt, er uavgjort; giveren bytter hver runde.
rules-traditional = Runder til noen når 50; runde n er måned n, og å samle alle fire kortene i den måneden (tsuki-fuda) gir 5. Ingen multiplikator. Sakekoppen teller som dyr eller vanlig kort, det som gir mest. Skue-yaku (hanami, tsukimi) legges bare til en annen yaku. Når kortene tar slutt, får den som sist ropte koi-koi poengene sine, ellers får giveren 1. Vinneren gir i neste runde.
rules-single-deal = Én runde. Ny utdeling ved fire kort fra samme måned eller fire par på bordet; en hånd med fire fra samme måned (teshi) eller fire par (kuttsuki) gir 6 med en gang. Sakekoppen er både dyr og vanlig kort. Ingen skue-yaku, ingen multiplikator; en runde der kortene tar slutt, er uavgjort.
rules-turn-title = En tur
rules-turn = Spill et kort fra hånden: har et kort på bordet samme måned, fanger du begge (to treff: du velger; tre: du tar alle fire). Så snus det øverste kortet i trekkbunken og matches på samme måte. Når yaku-summen din stiger, velger du STOPP (ta poengene nå) eller KOI-KOI (spill videre; du kan stoppe først når summen stiger igjen).
rules-tips-title = Tips
rules-tips = • Se på bordet før du spiller: en fangst holder også kortet unna motstanderen.
    • Samle mot én yaku: tre bånd i samme farge, eller villsvin–hjort–sommerfugler.
    • Rop koi-koi når du mangler ett eller to kort til en større yaku, mange kort er igjen og motstanderens bunke ser ufarlig ut. Stopp når du leder og få kort er igjen.
    • Pass deg for regnmannen: han ødelegger Sankō og senker fire lys til Ame-shikō.

stats-title = Koi-Koi for {$name}
stats-ranking-points = Rangeringspoeng
stats-rank = Plassering
stats-against-easy = mot datamaskinen (lett)
stats-against-normal = mot datamaskinen (normal)
stats-against-expert = mot datamaskinen (ekspert)
stats-against-member = mot medlemmer
stats-record = {$played} spilt · {$won} vunnet · {$lost} tapt · {$drawn} uavgjort
stats-best-round = Beste runde
stats-biggest-yaku = Største yaku
stats-koikoi = Koi-koi-rop
stats-koikoi-value = {$calls} ropt · {$won} vunnet

profile-shown = Fødselsmåned: {$month} · Spill i to trinn: {$two_step}
profile-on = på
profile-off = av
profile-two-step-default = regelsettets standard

settings-shown = Standardregler: {$rules} · Tidsfrist per tur: {$minutes} { $minutes ->
    [one] minutt
   *[other] minutter
}

leaderboard-title = Koi-Koi-rangering · {$server}
leaderboard-line = **{$rank}.** {$user}: {$points} poeng · {$wins} { $wins ->
    [one] seier
   *[other] seiere
}
leaderboard-empty = Ingen har fullført en kamp her ennå. Bli den første: /koikoi spill
leaderboard-page = Side {$page} av {$pages}
leaderboard-your-rank = Du: {$place}, {$points} poeng

## Navn som meldingene nevner

preset-standard = standard
preset-traditional = tradisjonell
preset-single-deal = enkeltutdeling

## Språkvalg (hvert språk skrevet på seg selv)

language-en = English
language-ja = 日本語
language-ms = Bahasa Melayu
language-pl = Polski
language-nb = Norsk bokmål
profile-language = Språk: {$language}
profile-language-auto = som i Discord-appen
settings-language = Språk for offentlige meldinger: {$language}
settings-language-auto = serverens Discord-språk

## The post-game review and hints

review-title = Gjennomgang av kamp #{$match}
review-summary = Valg gjennomgått: {$reviewed} · valgt som eksperten: {$share} % · poeng tapt: {$lost}
review-worst-round = Den verste runden: runde {$round} ({$lost} poeng tapt)
review-no-loss = Ingen valg kostet noe. Godt spilt!
review-round-line = runde {$round}: {$lost}
review-rounds-title = Poeng tapt per runde
review-costly-title = De dyreste valgene
review-costly-line = Runde {$round}: du valgte {$played}; bedre var {$better} (omtrent {$lost} poeng).
review-action-play = å spille {$card}
review-action-take = å ta {$card}
review-action-stop = STOPP
review-action-koikoi = KOI-KOI
review-why-best = Eksperten ville gjort det samme.
review-why-made = {$better} ville gitt {$yaku}.
review-why-offered = Å legge {$card} på bordet ga {$opponent} sjansen til {$yaku}.
review-why-left = Å la {$card} ligge på bordet lot {$opponent} gå etter {$yaku}.
review-why-closer = {$better} ville latt deg stå ett kort fra {$yaku}.
review-why-takes = {$better} ville tatt {$card}.
review-why-secures = {$better} ville brakt {$card} trygt inn i bunken din.
review-why-stopped-behind = Å stoppe på {$points} poeng kunne ikke vinne kampen: bare å spille videre kunne det.
review-why-value = {$better} ga flere sjanser i resten av runden.
review-why-stopped-near = Å stoppe på {$points} poeng ga fra seg {$yaku}: {$card} var innen rekkevidde.
review-why-stopped-early = Å stoppe på {$points} poeng ga fra seg mer enn det sikret: hånden din kunne fortsatt score.
review-why-koikoi-threat = KOI-KOI satte {$points} poeng på spill mens {$opponent} var ett kort fra {$yaku}.
review-why-koikoi-risk = KOI-KOI satte {$points} poeng på spill for for lite å vinne.
review-queued = Gjennomgangen din venter på tur: nummer {$position} i køen.
review-working = Går gjennom kamp #{$match}: {$done} av {$total} valg…
review-none = Du har ingen ferdig kamp her å gå gjennom.
review-not-yours = Du kan bare gå gjennom dine egne ferdige kamper.
review-share = Del i kanalen
review-shared = {$name} deler gjennomgangen av kamp #{$match}.
review-already-shared = Du har allerede delt denne gjennomgangen.
review-picture-legend = Rød ring: det som ble spilt. Gullring: det som var bedre.
hint-button = Hint
hint-text = Eksperten ville valgt {$better}. {$why}
hint-off = Hint er ikke tillatt på denne serveren.
hint-level = Hint finnes bare i kamper mot den lette og den normale datamaskinen.
table-hinted = Et hint ble brukt: denne kampen gir ingen rangeringspoeng.
settings-hints = Hint i kamper mot den lette og den normale datamaskinen: {$state}
settings-hints-on = tillatt
settings-hints-off = ikke tillatt

# Words in the pictures (short: they share a line with a number or a name).
picture-round = Runde {$number}
picture-round-of = Runde {$number} av {$rounds}
picture-stop-now = Stopp nå
picture-nearest-yaku = Motstanderens nærmeste yaku
button-legend = Symboler

