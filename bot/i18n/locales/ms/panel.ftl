# Panel BERHENTI / KOI-KOI: apa yang boleh dimenangi dan dipertaruhkan oleh KOI-KOI.
panel-gain = Teruskan; setiap yaku baharu menambah mata anda
panel-gain-doubles = Setiap yaku baharu menambah mata anda, dan setiap BERHENTI selepas ini dikira ×{ $after }, termasuk { $name }
panel-gain-own = Setiap yaku baharu menambah mata anda, dan BERHENTI anda yang seterusnya dikira ×{ $after }; { $name } kekal ×{ $rival }
panel-gain-rival = Setiap yaku baharu menambah mata anda, tetapi BERHENTI anda kekal ×{ $own }, manakala BERHENTI { $name } dikira ×{ $after } selepas ini
panel-gain-each = Setiap yaku baharu menambah mata anda; BERHENTI anda yang seterusnya dikira ×{ $own }, { $name } ×{ $after }
panel-next = Satu yaku lagi, kemudian BERHENTI: { $points } mata atau lebih
panel-seven = { $total } mata, 7 atau lebih digandakan: { $base }
panel-risk = Jika { $name } BERHENTI dahulu, anda tidak mendapat apa-apa
panel-exhausted-pays = Jika kad habis, pemanggil KOI-KOI yang terakhir mendapat mata yakunya
panel-exhausted-nothing = Jika kad habis, tiada siapa mendapat mata
panel-deciding = { $name } sedang memilih: BERHENTI atau KOI-KOI?
panel-watch-any = mana-mana { $count }:
# The spectators' guess buttons: a guess, unlike the player's own buttons.
panel-guess-mark = Teka
panel-guess-stop = Teka: BERHENTI
panel-guess-koikoi = Teka: KOI-KOI
panel-threat-along = { $yaku } dan { $along }
