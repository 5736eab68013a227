# Panel STOP / KOI-KOI: co KOI-KOI może dać i czym ryzykuje, według zasad tej gry.
panel-gain = Gra toczy się dalej; każde nowe yaku podnosi twoje punkty
panel-gain-doubles = Każde nowe yaku podnosi twoje punkty, a każdy STOP od teraz liczy się ×{ $after }, także u { $name }
panel-gain-own = Każde nowe yaku podnosi twoje punkty, a twój następny STOP liczy się ×{ $after }; u { $name } zostaje ×{ $rival }
panel-gain-rival = Każde nowe yaku podnosi twoje punkty, ale twój STOP zostaje ×{ $own }, a STOP u { $name } liczy się od teraz ×{ $after }
panel-gain-each = Każde nowe yaku podnosi twoje punkty; twój następny STOP liczy się ×{ $own }, u { $name } ×{ $after }
panel-next = Jeszcze jedno yaku, potem STOP: { $points } pkt lub więcej
panel-seven = { $total } pkt, 7 lub więcej podwojone: { $base }
panel-risk = Gdy { $name } powie STOP przed tobą, nie dostaniesz nic
panel-exhausted-pays = Gdy karty się skończą, punkty za yaku dostaje osoba, która ostatnia wołała KOI-KOI
panel-exhausted-nothing = Gdy karty się skończą, nikt nie dostaje punktów
panel-deciding = { $name } decyduje: STOP czy KOI-KOI?
panel-watch-any = dowolne { $count }:
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = Typ
panel-guess-stop = Typ: STOP
panel-guess-koikoi = Typ: KOI-KOI
panel-threat-along = { $yaku } oraz { $along }
