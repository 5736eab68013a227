## Spillets ord som står på bildene.

picture-dealer = Giver
picture-dealer-point = Giverens poeng
picture-koikoi-chip = Koi-Koi

## Et tips kommer før trekket: det sier hva et valg gjør, ikke hva det ville ha gjort.

hint-why-best = Det finnes ikke noe annet valg.
hint-why-made = {$better} gir {$yaku}.
hint-why-offered = Det andre valget ville lagt {$card} på bordet og gitt {$opponent} sjansen til {$yaku}.
hint-why-left = Det andre valget ville latt {$card} ligge på bordet, så {$opponent} kan gå etter {$yaku}.
hint-why-closer = {$better} gjør at du står ett kort fra {$yaku}.
hint-why-takes = {$better} fanger {$card}.
hint-why-secures = {$better} bringer {$card} trygt inn i bunken din.
hint-why-value = {$better} gir flere sjanser i resten av runden.
hint-why-stopped-behind = Å stoppe på {$points} poeng kan ikke vinne kampen: bare å spille videre kan det.
hint-why-stopped-near = Å stoppe på {$points} poeng ville gitt fra seg {$yaku}: {$card} er innen rekkevidde.
hint-why-stopped-early = Å stoppe på {$points} poeng ville gitt fra seg mer enn det sikrer: hånden din kan fortsatt score.
hint-why-koikoi-threat = KOI-KOI ville satt {$points} poeng på spill mens {$opponent} er ett kort fra {$yaku}.
hint-why-koikoi-risk = KOI-KOI ville satt {$points} poeng på spill for for lite å vinne.
