workers-picture-later = Gambar akan menyusul sebaik sahaja ia dapat dilukis.
workers-review-later = Ulasan tidak dapat dibuat sekarang. Cuba lagi dalam seminit.
