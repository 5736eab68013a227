## Penarafan kemahiran ahli: /koikoi stats dan /leaderboard view:penarafan

stats-rating = Penarafan kemahiran
stats-rating-value = { $provisional ->
    [yes] {$rating} (sementara: {$rated} daripada {$needed} perlawanan)
   *[no] {$rating}
} · aliran {$trend}
stats-rating-none = Belum ada: setiap perlawanan menentang ahli atau komputer dikira, tanpa petunjuk

rating-board-title = Penarafan kemahiran Koi-Koi · {$server}
rating-board-line = **{$rank}.** {$user}: {$rating}{ $provisional ->
    [yes] {" "}(sementara)
   *[no] {""}
}
rating-board-rating = { $provisional ->
    [yes] {$rating}?
   *[no] {$rating}
}
rating-board-provisional-note = ? sementara: kurang {$needed} perlawanan dinilai
rating-board-rated = {$count} perlawanan dinilai
rating-board-empty = Belum ada sesiapa yang mempunyai penarafan kemahiran di sini. Main satu perlawanan: /koikoi start
rating-board-note = sementara sehingga {$needed} perlawanan dinilai
rating-board-yours = Anda: {$rating}
rating-alt-board = Penarafan kemahiran, halaman {$page} daripada {$pages}: {$lines}.
rating-alt-line = {$rank}. {$name}, {$rating}{ $provisional ->
    [yes] {" "}(sementara)
   *[no] {""}
}
