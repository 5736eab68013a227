## Kejohanan: mesej pendaftaran, butangnya, setiap pusingan, gambar dan teks alternatifnya.

tournament-format-round-robin = Pusingan robin
tournament-format-swiss = Sistem Swiss
tournament-format-elimination = Kalah mati
tournament-signup = 🏆 **Kejohanan Koi-Koi** · {$format} · peraturan {$rules} · {$minutes} minit setiap giliran
    Dibuka oleh {$manager}.
tournament-house-rules = Peraturan rumah: {$rules}
tournament-players = Pemain ({$count}): {$names}
tournament-no-players = Belum ada yang menyertai.
tournament-started = Kejohanan telah bermula: pendaftaran ditutup.
tournament-cancelled = Kejohanan telah dibatalkan.
button-tournament-join = Sertai
button-tournament-leave = Tarik diri
button-tournament-start = Mula
button-tournament-cancel = Batalkan kejohanan
tournament-round = **Pusingan {$round} daripada {$rounds}**
tournament-pairing = {$first} lwn {$second}
tournament-bye = {$player} mendapat bye (menang tanpa bermain)
tournament-game = 🏆 Kejohanan, pusingan {$round}: {$first} lwn {$second}. Bermain dalam bebenang di bawah; sesiapa yang kehabisan masa pada gilirannya kalah.
tournament-winner = 🏆 {$player} memenangi kejohanan!
tournament-no-winner = Kejohanan tamat tanpa pemenang.
tournament-removed = {$player} telah dikeluarkan daripada kejohanan.
error-tournament-manager = Hanya ahli yang membuka kejohanan atau pengurus (Urus Pelayan) boleh berbuat demikian.
error-tournament-channel = Buka kejohanan dalam saluran teks: perlawanannya dimainkan dalam bebenang.
error-tournament-busy = Sudah ada kejohanan dibuka dalam saluran ini.
tournament-signup-again = Sudah ada kejohanan dibuka dalam saluran ini: inilah pendaftarannya sekali lagi.
error-tournament-closed = Kejohanan ini tidak dibuka lagi.
error-tournament-not-found = Kejohanan ini tidak dibuka lagi.
error-tournament-full = Kejohanan ini sudah penuh.
error-tournament-few = Sekurang-kurangnya dua pemain diperlukan untuk bermula.
error-tournament-none = Tiada kejohanan dalam saluran ini.
error-tournament-not-in = {$player} tidak menyertai kejohanan ini.
error-tournament-joined-already = Anda sudah menyertai.
tournament-standings-title = Kedudukan kejohanan
tournament-bracket-title = Carta kejohanan
tournament-subtitle = {$format} · pusingan {$round} daripada {$rounds}
tournament-record-heading = M–S–K
tournament-points-heading = Mata
tournament-tiebreak = Seri: mata lawan, mata Koi-Koi, siapa menyertai dahulu
tournament-round-heading = Pusingan {$round}
tournament-bye-short = tanpa lawan
tournament-alt-standings = Kedudukan kejohanan: {$lines}
tournament-alt-line = {$place}. {$name}, {$points} mata (menang {$wins}, seri {$draws}, kalah {$losses})
tournament-alt-bracket = Carta kejohanan: {$games}
tournament-alt-game = pusingan {$round}, {$game}
tournament-alt-bye = {$player} mendapat bye
tournament-alt-pending = {$first} menentang {$second}, sedang dimainkan
tournament-alt-played = {$first} menentang {$second}, {$score}, dimenangi oleh {$winner}
tournament-alt-nobody = tiada sesiapa

## Jam giliran yang panjang: peringatan melalui mesej terus.
turn-reminder-direct = Giliran anda dalam perlawanan Koi-Koi di {$server}: {$link}
    Separuh masa giliran sudah berlalu; apabila masa tamat, anda dikira menyerah kalah.

## What happened: how each game was decided, the clock of a round, the end
tournament-join-below = Sertai dengan butang di bawah sebelum ia bermula.
tournament-finished = 🏆 Kejohanan sudah tamat: {$player} ialah juara.
tournament-round-clock = Pastikan anda bebas untuk bermain sebelum {$deadline} ({$until}): sesiapa yang masih dalam perlawanan lain ketika itu kalah permainan ini. Jam giliran: {$minutes} minit; sesiapa yang kehabisan masa pada gilirannya menyerah kalah.
tournament-walkover = {$winner} menang tanpa bertanding: {$player} telah menarik diri
tournament-subtitle-after = {$format} · selepas pusingan {$round} daripada {$rounds}
tournament-subtitle-before = {$format} · belum ada permainan · {$rounds} pusingan
tournament-ending-forfeit = menyerah
tournament-ending-time-out = habis masa
tournament-ending-no-show = tidak hadir
tournament-ending-walkover = tanpa main
tournament-ending-withdrawn = tarik diri
tournament-ending-unfinished = tiada keputusan
tournament-legend-forfeit = menyerah: yang kalah menyerahkan perlawanan
tournament-legend-time-out = habis masa: yang kalah kehabisan masa pada gilirannya
tournament-legend-no-show = tidak hadir: yang kalah masih dalam perlawanan lain pada tarikh akhir
tournament-legend-walkover = tanpa main: yang kalah telah menarik diri sebelum pusingan
tournament-legend-withdrawn = tarik diri: yang kalah dikeluarkan daripada kejohanan
tournament-legend-unfinished = tiada keputusan: perlawanan tamat awal dan dikira seri
tournament-note-forfeit = Pusingan {$round}: {$loser} menyerah, {$winner} menang
tournament-note-time-out = Pusingan {$round}: {$loser} kehabisan masa, {$winner} menang
tournament-note-no-show = Pusingan {$round}: {$loser} sibuk pada tarikh akhir, {$winner} menang
tournament-note-walkover = Pusingan {$round}: {$loser} telah menarik diri, {$winner} menang
tournament-note-withdrawn = Pusingan {$round}: {$loser} dikeluarkan, {$winner} menang
tournament-note-bye = Pusingan {$round}: {$player} tanpa lawan (menang percuma)
tournament-note-unfinished = Pusingan {$round}: {$first} lawan {$second} tamat tanpa keputusan (seri)
tournament-note-nobody = Pusingan {$round}: {$first} dan {$second} tidak bermain (tiada pemenang)
tournament-alt-ending = {$first} lawan {$second}, {$how}, dimenangi oleh {$winner}

## Permainan kalah mati tanpa pemenang: siapa mara, dan sebabnya; makluman permainan melalui mesej terus
tournament-drawn = seri {$score}
tournament-tie-break-points = lebih banyak mata Koi-Koi
tournament-tie-break-seed = pilihan lebih tinggi (menyertai dahulu)
tournament-note-goes-on = Pusingan {$round}: {$first} menentang {$second}, {$result}; {$player} mara: {$reason}
tournament-alt-goes-on = {$first} menentang {$second}, {$result}, {$player} mara: {$reason}
tournament-game-direct = 🏆 Permainan anda dalam pusingan {$round} kejohanan Koi-Koi di {$channel} pada {$server}: anda menentang {$opponent}.
    Pastikan anda bebas untuk bermain sebelum {$deadline} ({$until}). Jam giliran: {$minutes} minit; sesiapa yang kehabisan masa pada gilirannya menyerah kalah.
    Permainan anda: {$link}
