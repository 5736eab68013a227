## Peraturan rumah

house-rule-viewing = Yaku tontonan
house-rule-rain = Hujan (ame-nagare)
house-rule-multiplier = Pengganda koi-koi
house-rule-seven-doubled = 7 mata atau lebih
house-rule-length = Panjang perlawanan
house-rule-sake-cup = Cawan sake
house-rule-hand-bonuses = Teshi dan kuttsuki
house-rule-four-pairs = Empat pasangan di padang

house-viewing-on = yaku tontonan dikira
house-viewing-bonus-only = yaku tontonan hanya bersama yaku lain
house-viewing-off = tiada yaku tontonan
house-rain-on = hujan merosakkan yaku tontonan
house-rain-off = hujan tidak merosakkan apa-apa
house-multiplier-doubling = ×2 bagi setiap panggilan koi-koi
house-multiplier-none = tiada pengganda koi-koi
house-multiplier-own-calls = Soft Koi (×2 bagi setiap panggilan sendiri)
house-multiplier-after-rival-call = Hard Koi (×2 selepas panggilan lawan)
house-seven-doubled-on = 7 mata atau lebih digandakan
house-seven-doubled-off = 7 mata atau lebih tidak digandakan
house-length-3 = 3 pusingan
house-length-6 = 6 pusingan
house-length-12 = 12 pusingan
house-length-target = sehingga 50 mata
house-sake-cup-animal = cawan sake sebagai haiwan
house-sake-cup-both = cawan sake sebagai haiwan dan kad biasa
house-sake-cup-joker = cawan sake sebagai haiwan atau kad biasa
house-hand-bonuses-on = teshi dan kuttsuki dikira
house-hand-bonuses-off = tiada teshi atau kuttsuki
house-four-pairs-on = empat pasangan di padang diagih semula
house-four-pairs-off = empat pasangan di padang dimainkan

house-rules-none = tiada (ikut set peraturan)
house-rules-placeholder = Pilih peraturan rumah…
house-rules-pick = Pilih peraturan rumah pelayan ini untuk perlawanan baharu: satu pilihan bagi setiap peraturan; peraturan yang tidak dipilih ikut set peraturannya.
house-rules-title = Peraturan rumah
settings-house-rules = Peraturan rumah: {$rules}
error-house-rule-twice = Pilih satu pilihan sahaja bagi setiap peraturan rumah.
error-house-rule-unknown = Peraturan rumah itu tidak wujud. Buka menu sekali lagi dengan { $command }.
house-rules-pick-match = Pilih peraturan rumah perlawanan ini (pilihan pelayan ditanda): satu pilihan bagi setiap peraturan; peraturan yang tidak dipilih ikut set peraturannya. Perlawanan bermula sebaik sahaja anda memilih.
# The house rules in play, on a picture (the table, the guide, a round's result) and in its description.
picture-house-rules = Peraturan rumah: { $rules }
