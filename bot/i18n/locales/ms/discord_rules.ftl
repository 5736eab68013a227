# Perkara yang Discord tidak benarkan bot lakukan, diberitahu kepada ahli.
discord-cannot-view = Saya tidak dapat melihat saluran ini, jadi tiada siapa akan melihat meja. Beri saya kebenaran **Lihat Saluran** di sini, kemudian mulakan semula.
discord-cannot-send = Saya tidak boleh menghantar mesej di saluran ini, jadi keputusan dan panggilan giliran akan hilang. Beri saya kebenaran **Hantar Mesej** di sini (dalam bebenang: **Hantar Mesej dalam Bebenang**), kemudian mulakan semula.
discord-cannot-embed = Saya tidak boleh menunjukkan gambar meja di saluran ini. Beri saya kebenaran **Benamkan Pautan** di sini, kemudian mulakan semula.
discord-cannot-attach = Saya tidak boleh melampirkan gambar meja di saluran ini. Beri saya kebenaran **Lampirkan Fail** di sini, kemudian mulakan semula.
discord-hand-expired = Discord tidak lagi membenarkan saya mengemas kini tangan yang anda buka lebih 15 minit lalu: tekan **Tangan saya** untuk tangan baharu.
discord-hand-open = Tekan **Tangan saya** untuk melihat kad anda.
