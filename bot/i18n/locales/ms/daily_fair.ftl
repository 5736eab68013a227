## Keadilan urusan hari ini dan cara ia berakhir.

daily-played-elsewhere = Anda sudah mencuba urusan hari ini di pelayan lain: satu cubaan sehari, di mana-mana pun anda bermain. Urusan baharu tiba pada tengah malam UTC.
daily-intro-fair = Satu pusingan menentang pakar, dengan peraturan { $rules }. Semua orang mendapat urusan yang sama dan pakar membalas langkah yang sama dengan cara yang sama: hanya permainan anda yang membezakan. Satu cubaan sehari, di pelayan mana pun anda bermain.
daily-ends-in-hours = Urusan hari ini tamat dalam { $hours ->
   *[other] { $hours } jam
}.
daily-ends-in-minutes = Urusan hari ini tamat dalam { $minutes ->
   *[other] { $minutes } minit
}.
daily-ended-lost = Pakar memenangi pusingan dengan { $points ->
   *[other] { $points } mata
}; anda tidak mendapat mata dalam urusan hari ini.
daily-ended-drawn = Tiada sesiapa mendapat mata: urusan hari ini berakhir seri.
daily-stale = Butang itu milik langkah yang lebih awal dalam urusan anda: teruskan dari mesejnya yang terbaharu, atau jalankan /koikoi daily untuk melihatnya semula.
daily-no-such-day = Butang itu tidak menamakan mana-mana hari urusan hari ini.
daily-review-title = Ulasan urusan hari ini bagi { $day }
