# Apabila Discord menghalang bot mengemas kini mesej atau saluran semasa perlawanan, diberitahu kepada ahli.
hand-no-longer-updated = Tangan ini tidak lagi dikemas kini: Discord membenarkan saya mengemas kininya selama 15 minit sahaja. Tekan **Muat semula** untuk melihat perlawanan seperti sekarang.
match-channel-deleted = Saluran perlawanan ini telah dipadam, jadi perlawanan dibatalkan: tiada siapa menang atau kalah, dan anda bebas memulakan perlawanan lain.
