## Kehidupan di saluran: meja sentiasa kelihatan, pemain dipanggil

table-moved-below = 🎴 Pusingan {$number} tamat · {$name0} {$score0} – {$name1} {$score1} · meja bersambung di bawah ⬇
turn-ping = {$user}, giliran anda dalam Koi-Koi!

## Tetapan pelayan: panggilan giliran, bebenang, varian tradisional

settings-channel-life = Panggilan giliran: {$pings} · Perlawanan dalam bebenang: {$threads} · Varian tradisional: {$variants}
variant-loser-pays = yang kalah membayar
variant-twelve-months = dua belas bulan
variants-none = tiada

## Cabaran

error-challenge-pending = Salah seorang daripada anda sudah ada cabaran yang menunggu jawapan. Jawab dahulu, atau tunggu sehingga ia luput.
error-challenge-not-posted = Cabaran tidak dapat disiarkan, jadi ia ditarik balik. Sila cabar semula.
error-variants-traditional-only = Varian pilihan hanya untuk peraturan tradisional: pilih rules traditional (atau matikan varian).

## Selepas perlawanan

button-rematch = Perlawanan semula
button-play-computer = Lawan komputer
error-member-gone = Lawan anda sudah tiada di pelayan ini.

## Bantuan untuk pemain baharu

button-how-to-play = Cara bermain
help-title = Cara bermain Koi-Koi
help-what = Koi-Koi ialah permainan dua pemain dengan Hanafuda, kad bunga Jepun: 48 kad, empat untuk setiap bulan dalam setahun. Anda menangkap kad dengan memadankan bulannya, dan mengumpul tangkapan menjadi set bermata yang dipanggil yaku. Sesiapa yang membentuk yaku dahulu memilih: berhenti dan mengambil mata, atau memanggil koi-koi dan terus bermain untuk lebih, dengan risiko lawan mendapat mata dahulu.
help-start-title = Bermula
help-start = /koikoi start untuk melawan komputer (mudah, biasa atau pakar); /koikoi start dengan opponent mencabar seorang ahli, yang menerima dengan butang. Meja adalah awam; tangan anda hanya anda yang nampak.
help-buttons-title = Butang
help-buttons = Di meja: 🎴 Tangan saya membuka kad anda, ❓ Cara bermain menunjukkan panduan ini. Di tangan: satu butang bagi setiap kad (✦ dan hijau: ia menangkap sesuatu), Ambil apabila dua kad di padang sepadan, STOP atau KOI-KOI apabila anda membentuk yaku, 🔄 Muat semula, 💡 Petunjuk (jika pelayan membenarkannya, menentang komputer mudah dan biasa). Selepas perlawanan: 🔁 Perlawanan semula, 🤖 Lawan komputer; /koikoi review menunjukkan ulasan pakar.
help-yaku-title = Yaku
help-yaku = Gambar menunjukkan setiap yaku dan matanya mengikut peraturan {$rules}. /koikoi rules menerangkan peraturan sepenuhnya.

## Perlawanan pertama berpandu

tutorial-capture = 🎓 Tangkapan pertama anda! Kad yang anda main (atau cabut) mengambil kad padang dari bulan yang sama, dan kedua-duanya masuk ke longgok tangkapan anda. Tangkapan membina yaku: lihat padang sebelum bermain.
tutorial-yaku = 🎓 Anda membentuk yaku: set bermata. Sekarang pilih: STOP mengambil mata sekarang dan menamatkan pusingan; KOI-KOI terus bermain untuk mata lebih, tetapi jika lawan membentuk yaku dahulu, mereka yang mendapat mata.
tutorial-koikoi = 🎓 Anda memanggil koi-koi: pusingan diteruskan. Anda boleh berhenti lagi sebaik sahaja jumlah yaku anda naik.
tutorial-stop = 🎓 Anda berhenti: yaku anda dikira dan pusingan tamat. Pusingan seterusnya bermula di meja.

## Perlawanan dalam bebenang sendiri

thread-name = Koi-Koi · {$name0} lwn {$name1}
thread-opened = 🎴 {$name0} lwn {$name1}: perlawanan dimainkan di {$thread}. Tonton di sana!
thread-final = 🏁 Perlawanan di {$thread} sudah tamat:
