## Dagens giv og tilskuernes tips.

daily-title = Dagens giv · { $day }
daily-your-move = Ditt trekk.
daily-decide = Du har en yaku: STOPP og tell poeng, eller KOI-KOI og spill videre?
daily-take = To kort på bordet passer: hvilket tar du?
daily-finished = Du vant { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
} i dagens giv.
daily-already-played = Du har spilt dagens giv. En ny kommer ved midnatt UTC.
daily-lapsed = Den given var gårsdagens og har gått ut; dagens venter på deg.
daily-not-started = Start dagens giv med /koikoi daily.
daily-share-button = Del resultatet mitt
daily-review-button = Ekspertens gjennomgang
daily-best-button = Slik ble beste poengsum til
daily-shared-already = Du har allerede delt dagens resultat.
daily-shared = Resultatet ditt er lagt ut i kanalen.
daily-share-post = 🎴 { $member } · dagens giv { $day }: { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI én gang
   *[other] {" "}· KOI-KOI { $calls } ganger
}
daily-streak = 🔥 { $days ->
    [one] 1 dag på rad
   *[other] { $days } dager på rad
}
daily-board-title = Dagens tavle · { $day }
daily-board-empty = Ingen her har fullført dagens giv ennå.
daily-board-line = { $rank }. { $member }: { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}{ $calls ->
    [0] {""}
    [one] {" "}· KOI-KOI ×{ $calls }
   *[other] {" "}· KOI-KOI ×{ $calls }
}
daily-board-footer = { $players ->
    [one] 1 spiller
   *[other] { $players } spillere
} · ingen kort fra given vises
daily-best-not-yet = Trekkene bak beste poengsum vises når dagen er omme.
daily-best-none = Ingen her fullførte given den dagen.
daily-review-not-yet = Fullfør given først: gjennomgangen viser de skjulte kortene.

call-title = Kanalens tips
call-prompt = { $player } må velge STOPP eller KOI-KOI. Ser du på? Gjett hva som blir valgt.
call-stop = Stopper
call-koikoi = Roper KOI-KOI
call-counting = { $votes ->
    [one] 1 tips er inne
   *[other] { $votes } tips er inne
}
call-voted = Tipset ditt er registrert. Bordet viser kanalens tips når spilleren har bestemt seg.
call-players-cannot-vote = Spillerne kan ikke tippe: tipsingen er for dem som ser på.
call-already-voted = Du har allerede tippet på denne avgjørelsen.
call-closed = Den avgjørelsen er tatt; vent på den neste.
call-off = Tilskuernes tips er slått av på denne serveren.
call-result = Kanalen tippet { $stop } STOPP, { $koikoi } KOI-KOI: { $right ->
    [one] 1 tippet riktig
   *[other] { $right } tippet riktig
}.
call-paid-off = KOI-KOI lønte seg: { $player } vant runde { $round }.
call-backfired = KOI-KOI slo feil: { $player } vant ikke runde { $round }.
settings-spectators-call-on = Tilskuernes tips: på
settings-spectators-call-off = Tilskuernes tips: av
help-daily-title = Dagens giv
help-daily = /koikoi daily: samme giv for alle, én runde mot eksperten, ett forsøk om dagen. Del resultatet og se dagens tavle med /koikoi daily show:board. Mens en spiller velger STOPP eller KOI-KOI, kan alle som ser på gjette valget.
