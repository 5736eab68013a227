picture-late-in-words = Gambar lambat dilukis sekarang, jadi inilah ia dalam bentuk kata-kata.
hand-may-not-follow = Giliran anda, dan tangan ini masih boleh dimainkan: butangnya berfungsi. Discord membenarkan saya mengemas kininya selama 15 minit sahaja, jadi ia mungkin tidak lagi mengikuti lawan anda. Tekan **Muat semula** untuk melihat perlawanan seperti sekarang.
