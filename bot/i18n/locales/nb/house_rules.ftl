## Husregler

house-rule-viewing = Beundringsyaku
house-rule-rain = Regn (ame-nagare)
house-rule-multiplier = Koi-koi-multiplikator
house-rule-seven-doubled = 7 poeng eller mer
house-rule-length = Kampens lengde
house-rule-sake-cup = Sakekoppen
house-rule-hand-bonuses = Teshi og kuttsuki
house-rule-four-pairs = Fire par på bordet

house-viewing-on = beundringsyaku teller
house-viewing-bonus-only = beundringsyaku bare sammen med en annen yaku
house-viewing-off = ingen beundringsyaku
house-rain-on = regn ødelegger beundringsyaku
house-rain-off = regn ødelegger ingenting
house-multiplier-doubling = ×2 for hvert koi-koi
house-multiplier-none = ingen koi-koi-multiplikator
house-multiplier-own-calls = Soft Koi (×2 for hvert eget koi-koi)
house-multiplier-after-rival-call = Hard Koi (×2 etter motstanderens koi-koi)
house-seven-doubled-on = 7 poeng eller mer dobles
house-seven-doubled-off = 7 poeng eller mer dobles ikke
house-length-3 = 3 runder
house-length-6 = 6 runder
house-length-12 = 12 runder
house-length-target = til 50 poeng
house-sake-cup-animal = sakekoppen er et dyr
house-sake-cup-both = sakekoppen er både dyr og skrapkort
house-sake-cup-joker = sakekoppen er dyr eller skrapkort
house-hand-bonuses-on = teshi og kuttsuki gir poeng
house-hand-bonuses-off = ingen teshi eller kuttsuki
house-four-pairs-on = fire par på bordet gis på nytt
house-four-pairs-off = fire par på bordet spilles

house-rules-none = ingen (forhåndsvalgets egne)
house-rules-placeholder = Velg husregler…
house-rules-pick = Velg serverens husregler for nye kamper: ett valg per regel; en regel som ikke velges følger forhåndsvalget.
house-rules-title = Husregler
settings-house-rules = Husregler: {$rules}
error-house-rule-twice = Velg bare ett valg per husregel.
error-house-rule-unknown = Den husregelen finnes ikke. Åpne menyen igjen med { $command }.
house-rules-pick-match = Velg husreglene for denne kampen (serverens er merket): ett valg per regel; en regel som ikke velges følger forhåndsvalget. Kampen starter når du har valgt.
# The house rules in play, on a picture (the table, the guide, a round's result) and in its description.
picture-house-rules = Husregler: { $rules }
