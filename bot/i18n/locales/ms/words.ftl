## Istilah permainan yang tertera dalam gambar.

picture-dealer = Pengagih
picture-dealer-point = Mata pengagih
picture-koikoi-chip = Koi-Koi

## Petunjuk diberi sebelum langkah: ia menyatakan kesan sesuatu pilihan.

hint-why-best = Tiada pilihan lain.
hint-why-made = {$better} membentuk {$yaku}.
hint-why-offered = Pilihan yang satu lagi akan meletakkan {$card} di padang dan memberi {$opponent} peluang {$yaku}.
hint-why-left = Pilihan yang satu lagi akan membiarkan {$card} di padang sehingga {$opponent} boleh mengejar {$yaku}.
hint-why-closer = {$better} membawa anda satu kad lagi daripada {$yaku}.
hint-why-takes = {$better} menawan {$card}.
hint-why-secures = {$better} membawa {$card} dengan selamat ke timbunan tawanan anda.
hint-why-value = {$better} memberi lebih banyak peluang untuk baki pusingan.
hint-why-stopped-behind = Berhenti pada {$points} mata tidak akan memenangi perlawanan: hanya meneruskan permainan yang boleh.
hint-why-stopped-near = Berhenti pada {$points} mata akan melepaskan {$yaku}: {$card} dalam jangkauan.
hint-why-stopped-early = Berhenti pada {$points} mata akan melepaskan lebih daripada yang disimpan: tangan anda masih boleh mendapat mata.
hint-why-koikoi-threat = KOI-KOI akan mempertaruhkan {$points} mata sedangkan {$opponent} hanya perlu satu kad lagi untuk {$yaku}.
hint-why-koikoi-risk = KOI-KOI akan mempertaruhkan {$points} mata untuk ganjaran yang terlalu kecil.
