## Keadilan urusan hari ini dan cara ia berakhir.

daily-played-elsewhere = Anda sudah mencuba urusan hari ini di pelayan lain: satu cubaan sehari, di mana-mana pun anda bermain. Urusan baharu tiba pada tengah malam UTC.
