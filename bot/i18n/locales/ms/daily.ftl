## Urusan hari ini dan tekaan penonton.

daily-title = Urusan hari ini · { $day }
daily-your-move = Giliran anda.
daily-decide = Anda membentuk yaku: STOP dan kira mata, atau KOI-KOI dan teruskan?
daily-take = Dua kad di padang sepadan: yang mana anda ambil?
daily-finished = Anda memenangi { $points ->
   *[other] { $points } mata
} dalam urusan hari ini.
daily-already-played = Anda sudah bermain urusan hari ini. Urusan baharu tiba pada tengah malam UTC.
daily-lapsed = Urusan itu milik semalam dan sudah luput; urusan hari ini menanti anda.
daily-not-started = Mulakan urusan hari ini dengan /koikoi daily.
daily-share-button = Kongsi keputusan saya
daily-review-button = Ulasan pakar
daily-best-button = Bagaimana mata terbaik dicapai
daily-shared-already = Anda sudah berkongsi keputusan hari ini.
daily-shared = Keputusan anda telah disiarkan di saluran.
daily-share-post = 🎴 { $member } · urusan hari ini { $day }: { $points ->
   *[other] { $points } mata
}{ $calls ->
    [0] {""}
   *[other] {" "}· KOI-KOI { $calls } kali
}
daily-streak = 🔥 { $days ->
   *[other] { $days } hari berturut-turut
}
daily-board-title = Papan hari ini · { $day }
daily-board-empty = Belum ada sesiapa di sini yang menamatkan urusan hari ini.
daily-board-line = { $rank }. { $member }: { $points ->
   *[other] { $points } mata
}{ $calls ->
    [0] {""}
   *[other] {" "}· KOI-KOI ×{ $calls }
}
daily-board-footer = { $players ->
   *[other] { $players } pemain
} · tiada kad urusan ini ditunjukkan
daily-best-not-yet = Langkah mata terbaik ditunjukkan selepas hari itu berakhir.
daily-best-none = Tiada sesiapa di sini menamatkan urusan hari itu.
daily-review-not-yet = Tamatkan urusan dahulu: ulasannya mendedahkan kad yang tersembunyi.

call-title = Tekaan saluran
call-prompt = { $player } perlu memilih STOP atau KOI-KOI. Sedang menonton? Teka pilihannya.
call-stop = Dia akan berhenti
call-koikoi = Dia akan panggil KOI-KOI
call-counting = { $votes ->
   *[other] { $votes } tekaan diterima
}
call-voted = Tekaan anda diterima. Meja akan menunjukkan tekaan saluran sebaik pemain membuat keputusan.
call-players-cannot-vote = Pemain tidak boleh meneka: tekaan ini untuk mereka yang menonton.
call-already-voted = Anda sudah meneka untuk keputusan ini.
call-closed = Keputusan itu sudah dibuat; tunggu yang seterusnya.
call-off = Tekaan penonton dimatikan dalam pelayan ini.
call-result = Saluran meneka { $stop } STOP, { $koikoi } KOI-KOI: { $right ->
   *[other] { $right } meneka dengan betul
}.
call-paid-off = KOI-KOI berbaloi: { $player } memenangi pusingan { $round }.
call-backfired = KOI-KOI memakan diri: { $player } tidak memenangi pusingan { $round }.
settings-spectators-call-on = Tekaan penonton: hidup
settings-spectators-call-off = Tekaan penonton: mati
help-daily-title = Urusan hari ini
help-daily = /koikoi daily: urusan yang sama untuk semua, satu pusingan menentang pakar, satu cubaan sehari. Kongsi keputusan anda dan lihat papan hari ini dengan /koikoi daily show:board. Semasa pemain memilih STOP atau KOI-KOI, semua yang menonton boleh meneka pilihannya.
