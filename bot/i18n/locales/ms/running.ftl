error-restarting = Bot sedang dimulakan semula. Perlawanan anda selamat; cuba lagi sebentar lagi.
error-table-not-posted = Discord tidak menerima meja, jadi perlawanan ini dibatalkan tanpa keputusan. Sila mulakan semula.
error-table-not-made = Bot tidak dapat menyediakan meja, jadi perlawanan ini dibatalkan tanpa keputusan. Sila mulakan semula.
error-cooldown = {$user} baru sahaja menyerah kalah dan boleh memulakan perlawanan lain dalam {$seconds} s.
