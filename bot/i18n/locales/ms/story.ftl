# Apa yang dipertaruhkan oleh KOI-KOI, kisah sesuatu keputusan, gambar papan pendahulu dan
# kata-kata yang menerangkan setiap gambar kepada pembaca skrin.

## Panel STOP / KOI-KOI
story-stake-doubles = Selepas ini, mata setiap kali BERHENTI dikira ×{ $after }, termasuk mata lawan
story-stake-flat = Tiada pendarab di sini: KOI-KOI tidak menambah mata anda
story-stake-wipe = Jika { $name } BERHENTI dahulu, anda tidak mendapat apa-apa
story-stake-exhausted = Jika kad di tangan habis, anda tetap mendapat mata
story-threats = { $name } boleh membentuk
story-no-threat = { $name } belum hampir dengan sebarang yaku

## Keputusan
story-called = { $name } memanggil KOI-KOI { $count } kali
story-sum-plain = { $base } mata: { $total }
story-sum-doubled = { $base } mata, digandakan kerana { $name } memanggil KOI-KOI: { $total }
story-sum-multiplied = { $base } mata × { $multiplier } untuk { $calls } panggilan KOI-KOI: { $total }
story-sum-seven-plain = { $yaku } mata, digandakan pada 7 atau lebih menjadi { $base }: { $total }
story-sum-seven-doubled = { $yaku } mata, digandakan pada 7 atau lebih menjadi { $base }, digandakan lagi kerana { $name } memanggil KOI-KOI: { $total }
story-sum-seven-multiplied = { $yaku } mata, digandakan pada 7 atau lebih menjadi { $base }, × { $multiplier } untuk { $calls } panggilan KOI-KOI: { $total }
story-wiped = { $name } memanggil KOI-KOI dan tidak mendapat apa-apa

## Gambar papan pendahulu
story-board-points = { $points } mata
story-board-record = { $won } menang daripada { $played }

## Keterangan gambar (dibaca oleh pembaca skrin)
story-alt-round = Pusingan { $number }, { $month }.
story-alt-field = Padang: { $cards }.
story-alt-field-empty = Padang kosong.
story-alt-pile = { $name } telah menangkap { $count } kad
story-alt-pile-kinds = { $pile }: { $kinds }.
story-alt-pile-none = { $name } belum menangkap apa-apa.
story-alt-brights = { $count } kad cerah
story-alt-animals = { $count } kad haiwan
story-alt-ribbons = { $count } kad reben
story-alt-chaff = { $count } kad biasa
story-alt-yaku = { $name } memegang { $yaku }.
story-alt-draw-pile = Tinggal { $count } kad dalam longgokan cabutan.
story-alt-turn = Giliran { $name }.
story-alt-your-turn = Giliran anda.
story-alt-hand = Tangan anda: { $cards }.
story-alt-stop = BERHENTI sekarang memberi { $points } mata.
story-alt-threat = { $name } kurang { $missing } kad untuk { $yaku } ({ $points } mata).
story-alt-round-won = Pusingan { $number }: { $name } mendapat { $points } mata dengan { $yaku }.
story-alt-round-drawn = Pusingan { $number }: tiada siapa mendapat mata.
story-alt-scores = Markah perlawanan: { $name0 } { $score0 }, { $name1 } { $score1 }.
story-alt-match-won = { $name } memenangi perlawanan { $winner_score } lawan { $loser_score } selepas { $rounds } pusingan.
story-alt-match-drawn = Perlawanan seri { $score0 } lawan { $score1 } selepas { $rounds } pusingan.
story-alt-board = Papan pendahulu, halaman { $page } daripada { $pages }: { $lines }.
story-alt-board-empty = Papan pendahulu kosong: belum ada sesiapa yang menamatkan perlawanan di sini.
story-alt-board-line = { $rank }. { $name }, { $points } mata
story-alt-oya-ken = mata pembahagi (oya-ken)
story-alt-guide = Setiap yaku peraturan { $rules }, masing-masing dengan kad dan matanya.
story-alt-review = Satu kedudukan daripada perlawanan: { $line }

# A member's place on the leaderboard, shared with those of equal points
story-rank-place = { $tied ->
    [yes] #{ $rank } (seri)
   *[no] #{ $rank }
}
