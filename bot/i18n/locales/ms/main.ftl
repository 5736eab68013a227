## Mesej meja

table-title = Koi-Koi · {$name0} lwn {$name1}
table-round = Pusingan
table-round-value = {$number} daripada {$rounds} · {$month}
table-round-open-value = {$number} · {$month} · sasaran {$target} mata
table-score = Skor
table-target = Sasaran {$target} mata
table-dealer = Pengagih
table-turn = Giliran
table-turn-play = {$name} memainkan kad
table-turn-take = {$name} memilih kad untuk ditawan
table-turn-koikoi = {$name}: BERHENTI atau KOI-KOI?
table-match-over = Perlawanan sudah tamat
table-koikoi = Laungan koi-koi
table-koikoi-value = {$name0} {$calls0} · {$name1} {$calls1} · ×{$multiplier}
table-koikoi-value-each = {$name0} {$calls0} (×{$times0}) · {$name1} {$calls1} (×{$times1})
table-koikoi-value-plain = {$name0} {$calls0} · {$name1} {$calls1}
table-draw-pile = Timbunan cabut
table-draw-pile-value = {$count} kad
table-footer = Peraturan: {$rules} · perlawanan #{$match}

## Tangan pemain

hand-your-turn = Giliran anda: mainkan satu kad. Kad bertanda ✦ boleh menawan sesuatu.
hand-waiting = {$name} sedang bermain. Kad anda aktif semula apabila tiba giliran anda.
hand-choose-take = {$card} anda sepadan dengan dua kad di padang: yang mana satu anda ambil?
hand-koikoi = Anda membentuk {$yaku}: {$total} × {$multiplier} = **{$score}** mata. BERHENTI dan simpan mata, atau KOI-KOI dan teruskan untuk lebih banyak?
hand-confirm = Mainkan {$card}? Sahkan, atau pilih kad lain.
hand-match-over = Perlawanan ini sudah tamat.

## Butang

button-my-hand = Tangan saya
button-refresh = Muat semula
button-take = Ambil {$card}
button-stop = BERHENTI
button-koikoi = KOI-KOI
button-confirm = Main {$card}
button-accept = Terima
button-decline = Tolak
button-forfeit = Ya, saya menyerah

## Cerita langkah terakhir

narrate-played-to-field = {$name} memainkan {$card}: tiada padanan, kad itu diletakkan di padang.
narrate-drew-to-field = {$name} mencabut {$card}: tiada padanan, kad itu diletakkan di padang.
narrate-played-and-took = {$name} memainkan {$card} dan menawan {$taken}.
narrate-drew-and-took = {$name} mencabut {$card} dan menawan {$taken}.
narrate-choosing-hand = {$name} memainkan {$card} dan sedang memilih kad yang hendak diambil.
narrate-choosing-draw = {$name} mencabut {$card} dan sedang memilih kad yang hendak diambil.
narrate-yaku = {$name} membentuk {$yaku} (jumlah {$total}).
narrate-koikoi = {$name} melaung KOI-KOI!
narrate-stop = {$name} berhenti.
narrate-stop-automatic = {$name} kehabisan kad dan terus mendapat mata.
narrate-round-won = {$name} memenangi pusingan: {$points} mata.
narrate-round-drawn = Pusingan ini seri.
narrate-round-started = Pusingan {$number} ({$month}): {$dealer} mengagih kad.
narrate-redeal-field-four-of-a-month = Empat kad sebulan di padang: agihan baharu.
narrate-redeal-field-four-pairs = Empat pasangan di padang: agihan baharu.
narrate-redeal-both-hands-bonus = Kedua-dua tangan memegang bonus: agihan baharu.
narrate-first-dealer = Kad yang dibuka ialah {$card}: {$name} mengagih dahulu.
narrate-forfeit = {$name} menyerah kalah.
narrate-match-won = {$name} memenangi perlawanan, {$winner_score} berbanding {$loser_score}.
narrate-match-drawn = Perlawanan seri, {$score0} berbanding {$score1}.

## Keputusan

result-round-won = Pusingan {$number}: {$name} mendapat {$points} mata
result-round-drawn = Pusingan {$number}: seri
result-oya-ken = Tiada sesiapa membentuk yaku sebelum kad habis, jadi pengagih, {$name}, mendapat {$points} mata (oya-ken).
result-yaku-line = **{$yaku}** ({$gloss}): {$points}
result-multiplier = {$base} × {$multiplier} (koi-koi) = **{$total}**
result-match-won = {$name} memenangi perlawanan, {$winner_score} berbanding {$loser_score}!
result-match-drawn = Perlawanan seri, {$score0} berbanding {$score1}.
result-forfeit = {$name} telah menyerah kalah.
result-ranking-points = {$name} mendapat {$points} mata ranking.

## Cabaran

challenge-posted = {$challenged}, {$challenger} mencabar anda bermain Koi-Koi (peraturan {$rules})! Cabaran ini luput dalam {$minutes} minit.
challenge-lapsed = Cabaran kepada {$challenged} telah luput.
challenge-declined = {$challenged} menolak cabaran daripada {$challenger}.

## Penolakan

error-channel-busy = Satu perlawanan sedang dimainkan di saluran ini. Tontonlah, atau mulakan perlawanan di saluran lain.
error-already-playing = {$user} sedang bermain satu perlawanan di pelayan ini.
error-challenge-self = Anda tidak boleh mencabar diri sendiri. Lawan komputer sahaja: jangan nyatakan lawan.
error-challenge-bot = Bot tidak bermain Koi-Koi. Cabar seorang ahli, atau lawan komputer.
error-challenge-gone = Cabaran ini sudah luput atau sudah dijawab.
error-challenge-not-yours = Hanya ahli yang dicabar boleh menjawab cabaran ini.
error-match-over = Perlawanan ini sudah tamat.
error-not-a-player = Hanya pemain perlawanan ini boleh berbuat begitu. Mulakan perlawanan anda sendiri dengan /koikoi start.
error-not-your-turn = Bukan giliran anda.
error-stale = Butang itu milik giliran yang lebih awal. Tekan Muat semula atau gunakan /koikoi hand.
error-illegal = Langkah itu tidak dibenarkan sekarang.
error-store = Langkah anda tidak dapat disimpan, jadi tiada apa-apa yang berubah. Sila cuba lagi sebentar lagi.
error-store-down = Pangkalan data bot tidak dapat dicapai sekarang. Tiada apa-apa yang berubah; sila cuba lagi sebentar lagi.
error-no-match = Anda tidak sedang bermain di pelayan ini. Mulakan dengan /koikoi start.
error-needs-manage-server = Hanya ahli yang mempunyai kebenaran Urus Pelayan boleh mengubah tetapan.
error-unknown-button = Bot tidak mengenali butang ini. Mungkin ia daripada versi lama; gunakan /koikoi hand.
error-other-server = Butang itu milik pelayan lain: tiada apa-apa dilakukan.
error-other-channel = Butang itu milik saluran lain: tiada apa-apa dilakukan.
error-internal = Berlaku masalah di pihak kami. Sila cuba lagi.
error-internal-match = Berlaku masalah di pihak kami. Perlawanan anda selamat; sila cuba lagi.

## Had masa dan menyerah

timeout-reminder = {$user}, giliran anda! Separuh masa giliran sudah berlalu; apabila masa tamat, anda dikira menyerah kalah.
forfeit-confirm = Betul-betul mahu menyerah dalam perlawanan ini? Ia dikira sebagai kekalahan.

## Jawapan arahan

rules-title = Peraturan Koi-Koi: {$rules}
rules-as-played = Peraturan {$rules}, dengan peraturan rumah ini menggantikan peraturannya: {$house}. Selebihnya mengikut peraturan {$rules}.
rules-standard = Sehingga 12 pusingan, pertama mencapai 50 mata. Setiap laungan koi-koi oleh mana-mana pemain menggandakan skor pusingan, jadi laungan yang berisiko boleh menyerahkan skor berganda kepada lawan. Pusingan yang kehabisan kad adalah seri; giliran mengagih bertukar setiap pusingan.
rules-traditional = Pusingan diteruskan sehingga seseorang mencapai 50; pusingan n ialah bulan n, dan mengumpul kesemua empat kad bulan itu (tsuki-fuda) memberi 5 mata. Tiada pengganda. Cawan sake dikira sebagai haiwan atau kad biasa, yang mana memberi lebih banyak mata. Yaku tontonan hanya menambah kepada yaku lain. Pusingan yang kehabisan kad memberi mata kepada pelaung koi-koi terakhir, atau 1 mata kepada pengagih. Pemenang mengagih pada pusingan seterusnya.
rules-single-deal = Satu pusingan. Agih semula jika ada empat kad sebulan atau empat pasangan di padang; tangan dengan empat kad sebulan (teshi) atau empat pasangan (kuttsuki) terus mendapat 6 mata. Cawan sake ialah haiwan dan juga kad biasa. Tiada yaku tontonan, tiada pengganda; pusingan yang kehabisan kad adalah seri.
rules-turn-title = Satu giliran
rules-turn = Mainkan kad dari tangan: jika ada kad padang yang sama bulan, anda menawan kedua-duanya (dua padanan: anda pilih; tiga: anda ambil keempat-empatnya). Kemudian kad teratas timbunan cabut dipadankan dengan cara yang sama. Apabila jumlah yaku anda meningkat, pilih BERHENTI (dapatkan mata sekarang) atau KOI-KOI (teruskan; anda hanya boleh berhenti selepas jumlah anda meningkat lagi).
rules-tips-title = Tip
rules-tips = • Perhatikan padang sebelum bermain: menawan kad juga menghalangnya daripada lawan.
    • Kumpul ke arah satu yaku: tiga reben sewarna, atau babi hutan–rusa–rama-rama.
    • Laungkan koi-koi apabila anda hanya sekad dua daripada yaku yang lebih besar, banyak kad masih tinggal dan timbunan lawan kelihatan tidak berbahaya. Berhenti apabila anda mendahului dan tinggal sedikit kad.
    • Awas lelaki hujan: dia merosakkan Sankō dan menurunkan empat cerah kepada Ame-shikō.

stats-title = Koi-Koi {$name}
stats-ranking-points = Mata ranking
stats-rank = Kedudukan
stats-against-easy = lwn komputer (mudah)
stats-against-normal = lwn komputer (biasa)
stats-against-expert = lwn komputer (pakar)
stats-against-member = lwn ahli
stats-record = {$played} dimainkan · {$won} menang · {$lost} kalah · {$drawn} seri
stats-best-round = Pusingan terbaik
stats-biggest-yaku = Yaku terbesar
stats-koikoi = Laungan koi-koi
stats-koikoi-value = {$calls} dilaung · {$won} menang

profile-shown = Bulan lahir: {$month} · Main dua langkah: {$two_step}
profile-on = hidup
profile-off = mati
profile-two-step-default = ikut peraturan

settings-shown = Peraturan lalai: {$rules} · Had masa giliran: {$minutes} minit

leaderboard-title = Ranking Koi-Koi · {$server}
leaderboard-line = **{$rank}.** {$user}: {$points} mata · {$wins} kemenangan
leaderboard-empty = Belum ada sesiapa yang menamatkan perlawanan di sini. Jadilah yang pertama: /koikoi start
leaderboard-page = Halaman {$page} daripada {$pages}
leaderboard-your-rank = Anda: {$place}, {$points} mata

## Nama yang disebut dalam mesej

preset-standard = standard
preset-traditional = tradisional
preset-single-deal = satu agihan

## Pilihan bahasa (setiap bahasa dinamakan dalam bahasanya sendiri)

language-en = English
language-ja = 日本語
language-ms = Bahasa Melayu
language-pl = Polski
language-nb = Norsk bokmål
profile-language = Bahasa: {$language}
profile-language-auto = sama seperti aplikasi Discord anda
settings-language = Bahasa mesej awam: {$language}
settings-language-auto = bahasa Discord pelayan

## The post-game review and hints

review-title = Ulasan perlawanan #{$match}
review-summary = Keputusan diulas: {$reviewed} · dipilih seperti pakar: {$share}% · mata yang hilang: {$lost}
review-worst-round = Pusingan paling teruk: pusingan {$round} ({$lost} mata hilang)
review-no-loss = Tiada keputusan yang merugikan. Syabas!
review-round-line = pusingan {$round}: {$lost}
review-rounds-title = Mata yang hilang mengikut pusingan
review-costly-title = Keputusan paling mahal
review-costly-line = Pusingan {$round}: anda memilih {$played}; lebih baik {$better} (kira-kira {$lost} mata).
review-action-play = bermain {$card}
review-action-take = mengambil {$card}
review-action-stop = BERHENTI
review-action-koikoi = KOI-KOI
review-why-best = Pakar akan berbuat yang sama.
review-why-made = {$better} akan membentuk {$yaku}.
review-why-offered = Meletakkan {$card} di padang memberi {$opponent} peluang {$yaku}.
review-why-left = Membiarkan {$card} di padang membolehkan {$opponent} mengejar {$yaku}.
review-why-closer = {$better} akan meninggalkan anda satu kad daripada {$yaku}.
review-why-takes = {$better} akan menangkap {$card}.
review-why-secures = {$better} akan membawa {$card} dengan selamat ke dalam longgokan anda.
review-why-stopped-behind = Berhenti pada {$points} mata tidak dapat memenangi perlawanan: hanya meneruskan permainan boleh.
review-why-value = {$better} menyimpan lebih banyak peluang untuk baki pusingan.
review-why-stopped-near = Berhenti pada {$points} mata melepaskan {$yaku}: {$card} dalam jangkauan.
review-why-stopped-early = Berhenti pada {$points} mata melepaskan lebih daripada yang disimpan: tangan anda masih boleh menjaringkan mata.
review-why-koikoi-threat = KOI-KOI meletakkan {$points} mata dalam bahaya ketika {$opponent} hanya satu kad daripada {$yaku}.
review-why-koikoi-risk = KOI-KOI meletakkan {$points} mata dalam bahaya untuk ganjaran yang terlalu kecil.
review-queued = Ulasan anda menunggu giliran: nombor {$position} dalam barisan.
review-working = Mengulas perlawanan #{$match}: {$done} daripada {$total} keputusan…
review-none = Anda tiada perlawanan tamat di sini untuk diulas.
review-not-yours = Anda hanya boleh mengulas perlawanan tamat anda sendiri.
review-share = Kongsi di saluran
review-shared = {$name} berkongsi ulasan perlawanan #{$match}.
review-already-shared = Anda sudah berkongsi ulasan ini.
review-picture-legend = Gelang merah: yang dimainkan. Gelang emas: yang lebih baik.
hint-button = Petunjuk
hint-text = Pakar akan memilih {$better}. {$why}
hint-off = Petunjuk tidak dibenarkan di pelayan ini.
hint-level = Petunjuk hanya untuk perlawanan menentang komputer mudah dan biasa.
table-hinted = Petunjuk telah digunakan: perlawanan ini tidak memberi mata kedudukan.
settings-hints = Petunjuk dalam perlawanan menentang komputer mudah dan biasa: {$state}
settings-hints-on = dibenarkan
settings-hints-off = tidak dibenarkan

# Words in the pictures (short: they share a line with a number or a name).
picture-round = Pusingan {$number}
picture-round-of = Pusingan {$number} daripada {$rounds}
picture-stop-now = Berhenti sekarang
picture-nearest-yaku = Yaku terdekat lawan
button-legend = Simbol

