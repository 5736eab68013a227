## Gambar ulasan: siapa memilih apa, baris-barisnya, cincinnya dan mata jika berhenti

teach-review-you-chose = Anda memilih {$played}; {$better} lebih baik
teach-review-they-chose = {$name} memilih {$played}; {$better} lebih baik
teach-review-lost = -{$lost} mata
teach-row-opponent = {$name}: tangan dan kad tawanan
teach-row-field = Padang
teach-row-your-hand = Tangan anda
teach-row-your-pile = Kad tawanan anda
teach-row-hand = {$name}: tangan
teach-row-pile = {$name}: kad tawanan
teach-legend-you-played = pilihan anda
teach-legend-they-played = pilihan {$name}
teach-legend-better = pilihan lebih baik
teach-legend-threat = keperluan {$name} untuk {$yaku}
teach-legend-pending = menunggu tawanannya
teach-review-stake = Berhenti memberi {$total} mata: {$yaku}
teach-review-stake-multiplied = Berhenti memberi {$total} mata: {$yaku}, ×{$multiplier}
teach-costly-line-shared = Pusingan {$round}: {$name} memilih {$played}; lebih baik {$better} (kira-kira {$lost} mata).

## Panduan yaku: kad yang dikira dan bagaimana ia bertambah

teach-guide-title = Yaku · peraturan {$rules}
teach-guide-grows = satu mata lagi bagi setiap kad melebihi keperluan yaku
teach-guide-bonus = hanya mendapat mata bersama yaku lain
teach-separator = {"; "}
teach-list = {", "}
teach-counts-any-bright = mana-mana {$need} kad cerah
teach-counts-all-bright = kesemua {$need} kad cerah
teach-counts-any-animal = mana-mana {$need} haiwan
teach-counts-all-animal = kesemua {$need} haiwan
teach-counts-any-ribbon = mana-mana {$need} reben
teach-counts-all-ribbon = kesemua {$need} reben
teach-counts-any-chaff = mana-mana {$need} kad biasa
teach-counts-all-chaff = kesemua {$need} kad biasa
teach-counts-these = {$need} kad ini bersama
teach-counts-but = {$counts}, bukan {$cards}
teach-counts-too = {$counts} ({$cards} juga dikira)
teach-counts-with = {$counts}, termasuk {$cards}
teach-counts-month = kesemua {$need} kad bulan pusingan itu
teach-counts-teshi = {$need} kad sebulan dalam tangan yang diagihkan
teach-counts-kuttsuki = empat pasang bulan dalam tangan yang diagihkan ({$need} kad)
teach-grows = +{$points} bagi setiap kad tambahan
teach-replaces = menggantikan {$yaku}

## Jawapan Simbol: satu baris bagi setiap simbol dalam gambar

teach-legend-title = **Apa yang ditunjukkan gambar**
teach-symbol-kinds = ★ bintang emas: kad cerah · ◆ berlian hijau: haiwan · tag merah jambu: reben · ● titik kelabu: kad biasa (lencana di kanan atas kad).
teach-symbol-month = Bulatan berwarna di kiri atas kad ialah bulannya; setiap bulan ada warnanya sendiri. Pingat bulat di sebelah padang menunjukkan tumbuhan bulan itu.
teach-symbol-letters = A–H: kad tangan anda, berhuruf seperti butangnya; kad di padang membawa huruf kad tangan yang boleh menawannya.
teach-symbol-capture = Tab hijau bertanda, huruf hijau dan ✦ pada butang: kad itu boleh menawan.
teach-symbol-frame = Bingkai kuning: kad yang bergerak pada giliran lepas, dua kad yang boleh anda ambil, atau kad yang anda pilih (terangkat, sasarannya ditanda).
teach-symbol-turn = ▶ segi tiga kuning di sebelah nama: giliran pemain itu.
teach-symbol-seat = Titik berwarna di sebelah nama: warna pemain itu. Titik di bawah bulan: pusingan-pusingan, yang semasa besar dan kuning.
teach-symbol-winner = Mahkota emas di sebelah nama: pemenang (bintang "CPU ★★" ialah tahap komputer).
teach-symbol-dealer = Pengagih: yang mengagih kad pusingan ini dan bermain dahulu.
teach-symbol-calls = Koi-Koi ×2: panggilan pemain itu dalam pusingan ini · ×2 di sebelah bulan: gandaan mata apabila BERHENTI · 6 × 2 = 12: mata, gandaan dan jumlah.
teach-symbol-watch = “Ao-tan 2/3” kuning dan kad kecil di sebelah nama: yaku yang tinggal satu atau dua kad lagi bagi pemain itu, dan kad yang masih boleh diambilnya.
teach-symbol-called = Titik oren dalam keputusan: panggilan KOI-KOI (dalam jadual perlawanan, pusingan ia dipanggil).
teach-symbol-grows = 5+ pada panduan yaku: satu mata lagi bagi setiap kad melebihi keperluan yaku.
teach-symbol-bonus = ⚭ cincin bersambung: yaku itu hanya mendapat mata bersama yaku lain.
teach-symbol-review = Dalam ulasan: cincin merah: pilihan yang dibuat · cincin emas: pilihan lebih baik · cincin ungu: kad yang diperlukan lawan · cincin putih: kad yang menunggu tawanannya.
teach-symbol-unknown = •: aksara nama yang tidak dapat dilukis oleh gambar.

## Sebab ulasan yang dikongsi menamakan pemain, bukan "anda"

teach-why-closer-shared = {$better} akan meninggalkan {$name} satu kad daripada {$yaku}.
teach-why-secures-shared = {$better} akan membawa {$card} dengan selamat ke dalam longgokan {$name}.
teach-why-stopped-early-shared = Berhenti pada {$points} mata melepaskan lebih daripada yang disimpan: tangan {$name} masih boleh menjaringkan mata.
