## Kejohanan: mesej pendaftaran, butangnya, setiap pusingan, gambar dan teks alternatifnya.

tournament-format-round-robin = Pusingan robin
tournament-format-swiss = Sistem Swiss
tournament-format-elimination = Kalah mati
tournament-signup = 🏆 **Kejohanan Koi-Koi** · {$format} · peraturan {$rules} · {$minutes} minit setiap giliran
    Dibuka oleh {$manager}. Sertai dengan butang di bawah sebelum ia bermula.
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
tournament-elimination-rule = Perlawanan seri: lebih banyak mata Koi-Koi, kemudian siapa menyertai dahulu
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
