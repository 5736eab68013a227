# Kata-kata gambar keputusan: siapa menang, dengan berapa mata, mata ranking, label.
results-round-winner = { $name } memenangi pusingan ini
results-round-draw = Seri
results-round-draw-line = Tiada sesiapa mendapat mata dalam pusingan ini
results-totals = Jumlah mata perlawanan
results-match-won = { $name } memenangi perlawanan
results-match-margin = dengan kelebihan { $margin } mata, { $winner_score } berbanding { $loser_score }
results-match-drawn = Perlawanan seri
results-match-drawn-line = { $score0 } berbanding { $score1 }
results-ranking = +{ $points } mata ranking untuk { $name }
results-rounds = Mata setiap pusingan

# Ayat diakhiri dengan noktah (keterangan gambar)
results-full-stop = { $sentence }.
