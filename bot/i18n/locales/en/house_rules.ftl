## House rules: chosen on top of a preset, as the server's default (docs/rules.md section 10)

house-rule-viewing = Viewing yaku
house-rule-rain = Rain (ame-nagare)
house-rule-multiplier = Koi-koi multiplier
house-rule-seven-doubled = 7 points or more
house-rule-length = Match length
house-rule-sake-cup = Sake cup
house-rule-hand-bonuses = Teshi and kuttsuki
house-rule-four-pairs = Four pairs on the field

house-viewing-on = viewing yaku on
house-viewing-bonus-only = viewing yaku only beside another yaku
house-viewing-off = no viewing yaku
house-rain-on = rain spoils the viewing yaku
house-rain-off = rain spoils nothing
house-multiplier-doubling = ×2 for every koi-koi call
house-multiplier-none = no koi-koi multiplier
house-multiplier-own-calls = Soft Koi (×2 for each of your own calls)
house-multiplier-after-rival-call = Hard Koi (×2 after the other's call)
house-seven-doubled-on = 7 points or more doubled
house-seven-doubled-off = 7 points or more not doubled
house-length-3 = 3 rounds
house-length-6 = 6 rounds
house-length-12 = 12 rounds
house-length-target = until 50 points
house-sake-cup-animal = sake cup an animal
house-sake-cup-both = sake cup an animal and a chaff
house-sake-cup-joker = sake cup an animal or a chaff
house-hand-bonuses-on = teshi and kuttsuki score
house-hand-bonuses-off = no teshi or kuttsuki
house-four-pairs-on = four pairs on the field dealt again
house-four-pairs-off = four pairs on the field played

house-rules-none = none (each preset's own)
house-rules-placeholder = Choose house rules…
house-rules-pick = Choose this server's house rules for new matches: one choice per rule; a rule left out plays as its preset says.
house-rules-title = House rules
settings-house-rules = House rules: {$rules}
error-house-rule-twice = Choose one choice per house rule.
error-house-rule-unknown = That house rule does not exist (any more). Open the menu again with { $command }.
house-rules-pick-match = Choose the house rules of this match (the server's are marked): one choice per rule; a rule left out plays as its preset says. The match starts once you have chosen.
# The house rules in play, on a picture (the table, the guide, a round's result) and in its description.
picture-house-rules = House rules: { $rules }
