## Zasady domowe

house-rule-viewing = Yaku podziwiania
house-rule-rain = Deszcz (ame-nagare)
house-rule-multiplier = Mnożnik koi-koi
house-rule-seven-doubled = 7 punktów lub więcej
house-rule-length = Długość meczu
house-rule-sake-cup = Czarka sake
house-rule-hand-bonuses = Teshi i kuttsuki
house-rule-four-pairs = Cztery pary na stole

house-viewing-on = yaku podziwiania liczą się
house-viewing-bonus-only = yaku podziwiania tylko obok innego yaku
house-viewing-off = bez yaku podziwiania
house-rain-on = deszcz psuje yaku podziwiania
house-rain-off = deszcz niczego nie psuje
house-multiplier-doubling = ×2 za każde koi-koi
house-multiplier-none = bez mnożnika koi-koi
house-multiplier-own-calls = Soft Koi (×2 za każde własne koi-koi)
house-multiplier-after-rival-call = Hard Koi (×2 po koi-koi rywala)
house-seven-doubled-on = 7 punktów lub więcej podwojone
house-seven-doubled-off = 7 punktów lub więcej bez podwojenia
house-length-3 = 3 rundy
house-length-6 = 6 rund
house-length-12 = 12 rund
house-length-target = do 50 punktów
house-sake-cup-animal = czarka sake jako zwierzę
house-sake-cup-both = czarka sake jako zwierzę i karta zwykła
house-sake-cup-joker = czarka sake jako zwierzę albo karta zwykła
house-hand-bonuses-on = teshi i kuttsuki punktują
house-hand-bonuses-off = bez teshi i kuttsuki
house-four-pairs-on = cztery pary na stole: nowe rozdanie
house-four-pairs-off = cztery pary na stole: gra toczy się dalej

house-rules-none = brak (zasady zestawu)
house-rules-placeholder = Wybierz zasady domowe…
house-rules-pick = Wybierz zasady domowe tego serwera dla nowych meczów: jeden wybór na zasadę; zasada pominięta działa jak w zestawie.
house-rules-title = Zasady domowe
settings-house-rules = Zasady domowe: {$rules}
error-house-rule-twice = Wybierz jedną opcję dla każdej zasady domowej.
error-house-rule-unknown = Taka zasada domowa nie istnieje. Otwórz menu ponownie przez { $command }.
house-rules-pick-match = Wybierz zasady domowe tego meczu (zaznaczone są zasady serwera): jeden wybór na zasadę; zasada pominięta działa jak w zestawie. Mecz zacznie się po wyborze.
# The house rules in play, on a picture (the table, the guide, a round's result) and in its description.
picture-house-rules = Zasady domowe: { $rules }
