workers-picture-later = 画像は描けしだい表示されます。
workers-review-later = 今は振り返りを作れません。1分ほどしてからもう一度お試しください。
