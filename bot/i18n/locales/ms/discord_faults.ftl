# Apabila Discord menghalang bot mengemas kini mesej atau saluran semasa perlawanan, diberitahu kepada ahli.
hand-no-longer-updated = Tangan ini tidak lagi dikemas kini: Discord membenarkan saya mengemas kininya selama 15 minit sahaja. Tekan **Muat semula** untuk melihat perlawanan seperti sekarang.
match-channel-deleted = Saluran perlawanan ini telah dipadam, jadi perlawanan dibatalkan: tiada siapa menang atau kalah, dan anda bebas memulakan perlawanan lain.
discord-lost-view = ⚠️ Saya tidak lagi dapat melihat saluran perlawanan ini (kebenaran **Lihat Saluran** telah ditarik), jadi meja di sana tidak lagi dikemas kini. Perlawanan diteruskan di sini dalam tangan anda, dan keputusannya direkodkan seperti biasa.
discord-lost-send = ⚠️ Saya tidak lagi boleh menghantar mesej dalam saluran perlawanan ini (kebenaran **Hantar Mesej** telah ditarik), jadi keputusan dan panggilan giliran tidak dipaparkan di sana. Perlawanan diteruskan di sini dalam tangan anda, dan keputusannya direkodkan seperti biasa.
discord-lost-final = Markah akhir: anda { $mine }, lawan anda { $theirs }. Keputusan telah direkodkan.
review-sent-directly = Ulasan anda mengambil masa lebih lama daripada yang Discord benarkan saya mengemas kini mesej peribadi tempat anda memintanya (15 minit), jadi inilah ulasannya.
