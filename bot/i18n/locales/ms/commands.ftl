## Arahan garis miring. Discord tiada bahasa Melayu, jadi pengguna sentiasa melihat nama
## arahan dalam bahasa Inggeris: nama di sini sengaja tidak diterjemah (teks mesej juga
## menyebut /koikoi start dan /koikoi hand), hanya penerangan dan pilihan.

cmd-koikoi-desc = Main Hanafuda Koi-Koi
cmd-koikoi-start-desc = Mulakan perlawanan menentang komputer atau seorang ahli
param-koikoi-start-level-desc = Sekuat mana komputer bermain (lalai: biasa)
param-koikoi-start-opponent-desc = Cabar seorang ahli, bukan komputer
param-koikoi-start-rules-desc = Set peraturan (lalai: set pelayan ini)
cmd-koikoi-hand-desc = Tunjukkan tangan anda dalam perlawanan semasa
cmd-koikoi-rules-desc = Peraturan, yaku dan tip strategi
param-koikoi-rules-preset-desc = Set peraturan (lalai: set pelayan ini)
cmd-koikoi-forfeit-desc = Menyerah dalam perlawanan semasa anda
cmd-koikoi-stats-desc = Keputusan seorang ahli di pelayan ini
param-koikoi-stats-member-desc = Statistik siapa (lalai: anda)
cmd-koikoi-profile-desc = Pilihan anda: bulan lahir, main dua langkah, bahasa
param-koikoi-profile-birth-month-desc = Bulan lahir anda (peraturan tradisional menggunakannya untuk memilih pengagih pertama)
param-koikoi-profile-two-step-desc = Pilih kad, kemudian sahkan
param-koikoi-profile-language-desc = Bahasa mesej yang hanya anda nampak
cmd-koikoi-settings-desc = Tetapan pelayan (Urus Pelayan)
param-koikoi-settings-default-rules-desc = Set peraturan untuk perlawanan baharu
param-koikoi-settings-turn-timeout-desc = Minit yang diberi kepada pemain untuk satu giliran sebelum dikira menyerah
param-koikoi-settings-language-desc = Bahasa mesej awam di pelayan ini
param-koikoi-settings-hints-desc = Benarkan butang Petunjuk dalam perlawanan menentang komputer mudah dan biasa

cmd-koikoi-review-desc = Ulasan pakar tentang perlawanan anda yang telah tamat
param-koikoi-review-match-desc = Nombor perlawanan (lalai: perlawanan terakhir anda yang tamat)
cmd-leaderboard-desc = Ranking Koi-Koi pelayan ini
param-leaderboard-page-desc = Nombor halaman (lalai: 1)

## Pilihan (nama bahasa kekal dalam bahasanya sendiri)

choice-easy = mudah
choice-normal = biasa
choice-expert = pakar
choice-standard = standard
choice-traditional = tradisional
choice-single-deal = satu agihan
choice-auto = Sama seperti Discord

## Ditambah untuk kehidupan di saluran

param-koikoi-settings-turn-pings-desc = Panggil pemain bergilir
param-koikoi-settings-threads-desc = Bebenang per perlawanan
param-leaderboard-public-desc = Siarkan di saluran
param-leaderboard-view-desc = Mata kedudukan (lalai) atau penarafan kemahiran
choice-points = mata kedudukan
choice-rating = penarafan kemahiran
param-leaderboard-season-desc = Papan akhir musim yang telah tamat, mengikut nombornya
cmd-koikoi-help-desc = Cara bermain
param-koikoi-start-variants-desc = Varian tradisional
param-koikoi-settings-variants-desc = Varian tradisional

cmd-koikoi-daily-name = harian
cmd-koikoi-daily-desc = Main urusan hari ini: satu pusingan menentang pakar
param-koikoi-daily-show-name = papar
param-koikoi-daily-show-desc = Main (lalai), atau lihat papan hari ini
choice-daily-play = Main urusan hari ini
choice-daily-board = Papan hari ini
param-koikoi-settings-spectators-call-name = teka_penonton
param-koikoi-settings-spectators-call-desc = Benarkan penonton meneka STOP atau KOI-KOI
param-koikoi-settings-house-rules-name = peraturan_rumah
param-koikoi-settings-house-rules-desc = Pilih peraturan rumah perlawanan baharu daripada menu
param-koikoi-start-house-rules-name = peraturan_rumah
param-koikoi-start-house-rules-desc = Pilih dahulu peraturan rumah perlawanan ini daripada menu

cmd-koikoi-seasons-desc = Musim mata kedudukan pelayan ini
param-koikoi-seasons-length-desc = Hidupkan musim (bulanan, suku tahunan) atau matikan (perlu Urus Pelayan)
param-koikoi-seasons-channel-desc = Tempat tamat musim diumumkan (lalai: saluran ini)
choice-off = mati
choice-monthly = bulanan
choice-quarterly = suku tahunan
cmd-koikoi-tournament-desc = Buka kejohanan di sini (pengurus)
param-koikoi-tournament-format-desc = Pusingan robin, Swiss (lalai) atau kalah mati
param-koikoi-tournament-rules-desc = Set peraturan (lalai: set pelayan ini)
param-koikoi-tournament-turn-clock-desc = Minit untuk setiap giliran (lalai: 60)
param-koikoi-tournament-remove-desc = Keluarkan ahli ini daripada kejohanan saluran ini
param-koikoi-tournament-house-rules-desc = Peraturan rumah permainannya: pelayan ini (lalai) atau tiada
choice-server = pelayan ini
choice-round-robin = pusingan robin
choice-swiss = sistem Swiss
choice-elimination = kalah mati
