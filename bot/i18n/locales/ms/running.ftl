error-restarting = Bot sedang dimulakan semula. Perlawanan anda selamat; cuba lagi sebentar lagi.
