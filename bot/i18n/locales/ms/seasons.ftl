## Musim mata kedudukan: /koikoi seasons, tamat musim, /leaderboard season:

season-plan-off = Musim dimatikan: mata kedudukan terus terkumpul. Pengurus boleh menghidupkannya dengan /koikoi seasons.
season-plan-on = Musim: {$length} · musim {$number} tamat {$ends} · tamatnya diumumkan di {$channel}
season-no-channel = tiada saluran
season-length-monthly = bulanan
season-length-quarterly = suku tahunan
season-ended = Musim {$number} sudah tamat! Musim {$next} bermula sekarang: semua orang kembali ke sifar mata kedudukan, dan statistik sepanjang masa kekal. Para pemenang:
season-winner-line = **{$place}.** {$user}: {$points} mata
season-no-winner = Tiada sesiapa yang menamatkan perlawanan pada musim ini.
season-board-title = Musim {$number} · {$server}
season-board-none = Tiada musim {$number} yang tamat di sini.
season-board-none-yet = Belum ada musim yang tamat.
season-board-latest = Musim terakhir yang tamat ialah {$last}.
season-board-empty = Tiada sesiapa yang menamatkan perlawanan sebelum musim ini tamat.
season-board-dates = Dari {$start} hingga {$end}
season-alt-board = Papan akhir musim {$number}: {$lines}.
