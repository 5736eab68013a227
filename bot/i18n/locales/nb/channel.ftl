## Livet i kanalen: bordet alltid synlig, spillere blir ropt opp

table-moved-below = 🎴 Runde {$number} er over · {$name0} {$score0} – {$name1} {$score1} · bordet fortsetter nedenfor ⬇
turn-ping = {$user}, din tur i Koi-Koi!

## Serverinnstillinger: oppkalling, tråder, tradisjonelle varianter

settings-channel-life = Tur-varsler: {$pings} · Kamper i tråder: {$threads} · Tradisjonelle varianter: {$variants}
variant-loser-pays = taperen betaler
variant-twelve-months = tolv måneder
variants-none = ingen

## Utfordringer

error-challenge-pending = En av dere har allerede en utfordring som venter på svar. Svar på den, eller la den gå ut først.
error-challenge-not-posted = Utfordringen kunne ikke legges ut, så den ble trukket tilbake. Utfordre på nytt.
error-variants-traditional-only = Valgfrie varianter hører til de tradisjonelle reglene: velg regler traditional (eller slå variantene av).

## Etter kampen

button-rematch = Omkamp
button-play-computer = Spill mot datamaskinen
error-member-gone = Motstanderen din er ikke lenger på denne serveren.

## Hjelp for nye spillere

button-how-to-play = Slik spiller du
help-title = Slik spiller du Koi-Koi
help-what = Koi-Koi er et spill for to med Hanafuda, de japanske blomsterkortene: 48 kort, fire for hver måned i året. Du tar kort ved å matche måneden deres, og samler fangstene til poenggivende kombinasjoner kalt yaku. Den som først danner en yaku, velger: stoppe og få poengene, eller rope koi-koi og spille videre for mer, med risiko for at motstanderen scorer først.
help-start-title = Slik starter du
help-start = /koikoi spill starter en kamp mot datamaskinen (lett, normal eller ekspert); /koikoi spill med motstander utfordrer et medlem, som godtar med en knapp. Bordet er offentlig; hånden din ser bare du.
help-buttons-title = Knappene
help-buttons = På bordet: 🎴 Min hånd åpner kortene dine, ❓ Slik spiller du viser denne veiledningen. På hånden: en knapp per kort (✦ og grønn: den tar noe), Ta når to kort på bordet passer, STOP eller KOI-KOI når du danner en yaku, 🔄 Oppdater, 💡 Hint (der serveren tillater det, mot den lette og den normale datamaskinen). Etter en kamp: 🔁 Omkamp, 🤖 Spill mot datamaskinen; /koikoi gjennomgang viser ekspertens gjennomgang.
help-yaku-title = Yaku
help-yaku = Bildet viser alle yaku og poengene deres etter {$rules}-reglene. /koikoi regler forklarer reglene i sin helhet.

## En veiledet første kamp

tutorial-capture = 🎓 Din første fangst! Et kort du spiller (eller trekker) tar et kort av samme måned fra bordet, og begge går til fangsthaugen din. Fangstene bygger yaku: se på bordet før du spiller.
tutorial-yaku = 🎓 Du har dannet en yaku: en poenggivende kombinasjon. Velg nå: STOP gir deg poengene og avslutter runden; KOI-KOI spiller videre for mer, men danner motstanderen en yaku først, får de poengene i stedet.
tutorial-koikoi = 🎓 Du ropte koi-koi: runden fortsetter. Du kan stoppe igjen så snart yaku-summen din stiger.
tutorial-stop = 🎓 Du stoppet: yakuene dine telles og runden er over. Neste runde starter på bordet.

## Kamper i egne tråder

thread-name = Koi-Koi · {$name0} mot {$name1}
thread-opened = 🎴 {$name0} mot {$name1}: kampen spilles i {$thread}. Følg den der!
thread-final = 🏁 Kampen i {$thread} er over:
