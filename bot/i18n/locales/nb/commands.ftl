## Skråstrekkommandoer. /koikoi er navnet på spillet og oversettes ikke.

cmd-koikoi-desc = Spill Hanafuda Koi-Koi

cmd-koikoi-start-name = spill
cmd-koikoi-start-desc = Start en kamp mot datamaskinen eller et medlem
param-koikoi-start-level-name = nivå
param-koikoi-start-level-desc = Hvor sterkt datamaskinen spiller (standard: normal)
param-koikoi-start-opponent-name = motstander
param-koikoi-start-opponent-desc = Utfordre et medlem i stedet for datamaskinen
param-koikoi-start-rules-name = regler
param-koikoi-start-rules-desc = Regelsett (standard: serverens)

cmd-koikoi-hand-name = hånd
cmd-koikoi-hand-desc = Vis hånden din i den pågående kampen

cmd-koikoi-rules-name = regler
cmd-koikoi-rules-desc = Reglene, yakuene og strategitips
param-koikoi-rules-preset-name = regelsett
param-koikoi-rules-preset-desc = Regelsett (standard: serverens)

cmd-koikoi-forfeit-name = gi-opp
cmd-koikoi-forfeit-desc = Gi opp kampen du spiller

cmd-koikoi-stats-name = statistikk
cmd-koikoi-stats-desc = Et medlems resultater på denne serveren
param-koikoi-stats-member-name = medlem
param-koikoi-stats-member-desc = Hvem sin statistikk (standard: din)

cmd-koikoi-profile-name = profil
cmd-koikoi-profile-desc = Dine innstillinger: fødselsmåned, spill i to trinn, språk
param-koikoi-profile-birth-month-name = fødselsmåned
param-koikoi-profile-birth-month-desc = Fødselsmåneden din (de tradisjonelle reglene bruker den til å velge første giver)
param-koikoi-profile-two-step-name = to_trinn
param-koikoi-profile-two-step-desc = Velg et kort, og bekreft det deretter
param-koikoi-profile-language-name = språk
param-koikoi-profile-language-desc = Språket i meldinger bare du ser

cmd-koikoi-settings-name = innstillinger
cmd-koikoi-settings-desc = Serverinnstillinger (Administrer server)
param-koikoi-settings-default-rules-name = standardregler
param-koikoi-settings-default-rules-desc = Regelsett for nye kamper
param-koikoi-settings-turn-timeout-name = tidsfrist
param-koikoi-settings-turn-timeout-desc = Minutter en spiller har per tur før det regnes som å gi opp
param-koikoi-settings-language-name = språk
param-koikoi-settings-language-desc = Språket i offentlige meldinger på denne serveren
param-koikoi-settings-hints-name = hint
param-koikoi-settings-hints-desc = Tillat en hintknapp i kamper mot den lette og den normale datamaskinen

cmd-koikoi-review-name = gjennomgang
cmd-koikoi-review-desc = Ekspertens gjennomgang av din ferdige kamp
param-koikoi-review-match-name = kamp
param-koikoi-review-match-desc = Kampnummeret (standard: din siste ferdige kamp)

cmd-leaderboard-name = toppliste
cmd-leaderboard-desc = Koi-Koi-rangeringen på denne serveren
param-leaderboard-page-name = side
param-leaderboard-page-desc = Sidenummer (standard: 1)

## Valg (språknavn står på sitt eget språk)

choice-easy = lett
choice-normal = normal
choice-expert = ekspert
choice-standard = standard
choice-traditional = tradisjonell
choice-single-deal = enkeltutdeling
choice-auto = Samme som Discord

## Lagt til for livet i kanalen

param-koikoi-settings-turn-pings-name = varsler
param-koikoi-settings-turn-pings-desc = Rop opp spilleren
param-koikoi-settings-threads-name = tråder
param-koikoi-settings-threads-desc = Tråd per kamp
param-leaderboard-public-name = offentlig
param-leaderboard-public-desc = Legg den ut i kanalen
param-leaderboard-view-name = visning
param-leaderboard-view-desc = Rangeringspoeng (standard) eller ferdighetsrating
choice-points = rangeringspoeng
choice-rating = ferdighetsrating
param-leaderboard-season-name = sesong
param-leaderboard-season-desc = Sluttabellen for en avsluttet sesong, etter nummeret
cmd-koikoi-help-name = hjelp
cmd-koikoi-help-desc = Slik spiller du
param-koikoi-start-variants-name = varianter
param-koikoi-start-variants-desc = Tradisjonelle varianter
param-koikoi-settings-variants-name = varianter
param-koikoi-settings-variants-desc = Tradisjonelle varianter
choice-none = ingen
choice-loser-pays = taperen betaler
choice-twelve-months = tolv måneder
choice-both = begge

cmd-koikoi-daily-name = daglig
cmd-koikoi-daily-desc = Spill dagens giv: én runde mot eksperten
param-koikoi-daily-show-name = vis
param-koikoi-daily-show-desc = Spill (standard), eller se dagens tavle
choice-daily-play = Spill dagens giv
choice-daily-board = Dagens tavle
param-koikoi-settings-spectators-call-name = tilskuertips
param-koikoi-settings-spectators-call-desc = La tilskuerne gjette STOPP eller KOI-KOI
param-koikoi-settings-house-rules-name = husregler
param-koikoi-settings-house-rules-desc = Velg husreglene for nye kamper fra en meny
param-koikoi-start-house-rules-name = husregler
param-koikoi-start-house-rules-desc = Velg først husreglene for denne kampen fra en meny

cmd-koikoi-seasons-name = sesonger
cmd-koikoi-seasons-desc = Sesongene for rangeringspoeng på denne serveren
param-koikoi-seasons-length-name = lengde
param-koikoi-seasons-length-desc = Slå sesonger på (månedlig, kvartalsvis) eller av (krever Administrer server)
param-koikoi-seasons-channel-name = kanal
param-koikoi-seasons-channel-desc = Hvor slutten på en sesong kunngjøres (standard: denne kanalen)
choice-off = av
choice-monthly = månedlig
choice-quarterly = kvartalsvis
cmd-koikoi-tournament-name = turnering
cmd-koikoi-tournament-desc = Åpne en turnering her (administratorer)
param-koikoi-tournament-format-name = format
param-koikoi-tournament-format-desc = Alle mot alle, sveitsisk (standard) eller utslag
param-koikoi-tournament-rules-name = regler
param-koikoi-tournament-rules-desc = Regelsett (standard: serverens)
param-koikoi-tournament-turn-clock-name = tid_per_tur
param-koikoi-tournament-turn-clock-desc = Minutter hver spiller har per tur (standard: 60)
param-koikoi-tournament-remove-name = fjern
param-koikoi-tournament-remove-desc = Ta i stedet dette medlemmet ut av kanalens turnering
param-koikoi-tournament-house-rules-name = husregler
param-koikoi-tournament-house-rules-desc = Husreglene i kampene: serverens (standard) eller ingen
choice-server = serverens
choice-round-robin = alle mot alle
choice-swiss = sveitsisk
choice-elimination = utslag
