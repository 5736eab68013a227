## Replays: a finished match, or a round of it, as an animated picture

replay-hand = Kad di tangan { $name }
replay-alt-intro = Main semula perlawanan, langkah demi langkah.
replay-alt-yaku = Yaku yang dibentuk: { $yaku }.

## On Discord

button-replay = Main semula
replay-private = Main semula perlawanan #{ $match }: { $what }.
replay-round = pusingan { $number }
replay-whole-match = seluruh perlawanan
replay-button-best = Pusingan terbaik
replay-button-match = Seluruh perlawanan
replay-button-post = Siarkan di saluran
replay-posted = { $name } berkongsi main semula perlawanan #{ $match }: { $what }.
replay-time-given-back = Langkah { $move }: { $seconds } s dikembalikan kepada jam giliran { $name }, kerana bot lambat menunjukkan daun terup.
replay-post-done = Disiarkan di saluran.
replay-daily = Urusan harian terbaik pada { $day }, dimainkan oleh { $name }.
replay-none = Anda tiada perlawanan tamat di sini untuk dimainkan semula.
replay-no-such-match = Tiada perlawanan sedemikian dalam pelayan ini.
replay-not-finished = Perlawanan itu belum tamat: main semulanya menunggu hingga tamat.
replay-no-such-round = Perlawanan itu tiada pusingan sedemikian.
replay-players-only = Hanya pemain perlawanan boleh menyiarkan main semulanya di saluran.
replay-posted-already = Main semula ini sudah ada di saluran.
replay-too-long = Main semula ini terlalu panjang untuk satu gambar di Discord: pilih pusingan terbaik atau satu pusingan.
replay-later = Main semula tidak dapat dilukis sekarang: cuba lagi dalam seminit.
replay-daily-not-yet = Urusan hari itu masih boleh dimainkan: pusingan terbaiknya ditunjukkan selepas hari itu tamat (UTC).
replay-daily-bad-day = Berikan hari sebagai YYYY-MM-DD, contohnya 2026-12-01.

## The command

cmd-koikoi-replay-name = mainsemula
cmd-koikoi-replay-desc = Perlawanan yang tamat, langkah demi langkah
param-koikoi-replay-match-name = perlawanan
param-koikoi-replay-match-desc = Nombor perlawanan (lalai: perlawanan terakhir anda yang tamat)
param-koikoi-replay-length-name = panjang
param-koikoi-replay-length-desc = Pusingan terbaik (lalai), seluruh perlawanan, atau pusingan terakhir
param-koikoi-replay-day-name = hari
param-koikoi-replay-day-desc = Urusan harian terbaik pada hari yang lalu (YYYY-MM-DD)
choice-best = pusingan terbaik
choice-match = seluruh perlawanan
choice-round = pusingan terakhir

## A member's history, drawn under /koikoi stats

history-title = Sejarah { $name }
history-rating = Penarafan selepas setiap perlawanan berpenarafan
history-provisional = sementara
history-no-rating = Belum ada perlawanan berpenarafan
history-results = Keputusan
history-won = menang
history-drawn = seri
history-lost = kalah
history-yaku = Yaku dibentuk dalam { $matches } perlawanan terakhir
history-no-yaku = Belum ada yaku
history-alt = Carta penarafan { $name } mengikut perlawanan berpenarafan (bahagian sementara dimalapkan), keputusan mengikut lawan dan yaku yang dibentuk; angkanya ada dalam teks.
