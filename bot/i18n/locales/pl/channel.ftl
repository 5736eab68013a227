## Życie na kanale: stół zawsze na widoku, wołanie graczy

table-moved-below = 🎴 Runda {$number} zakończona · {$name0} {$score0} – {$name1} {$score1} · stół jest niżej ⬇
turn-ping = {$user}, twój ruch w Koi-Koi!

## Ustawienia serwera: wołanie, wątki, warianty tradycyjne

settings-channel-life = Wołanie o ruch: {$pings} · Partie w wątkach: {$threads} · Warianty tradycyjne: {$variants}
variant-loser-pays = przegrany płaci
variant-twelve-months = dwanaście miesięcy
variants-none = brak

## Wyzwania

error-challenge-pending = Jedno z was ma już wyzwanie czekające na odpowiedź. Najpierw na nie odpowiedz albo poczekaj, aż wygaśnie.
error-challenge-not-posted = Nie udało się opublikować wyzwania, więc zostało wycofane. Rzuć wyzwanie jeszcze raz.
error-variants-traditional-only = Warianty opcjonalne należą do zasad tradycyjnych: wybierz zasady traditional (albo wyłącz warianty).

## Po partii

button-rematch = Rewanż
button-play-computer = Graj z komputerem
error-member-gone = Twojego przeciwnika nie ma już na tym serwerze.

## Pomoc dla nowych

button-how-to-play = Jak grać
help-title = Jak grać w Koi-Koi
help-what = Koi-Koi to gra dla dwojga kartami Hanafuda, japońskimi kartami kwiatowymi: 48 kart, po cztery na każdy miesiąc roku. Zbierasz karty, dopasowując ich miesiąc, i układasz ze zdobyczy punktowane układy zwane yaku. Kto pierwszy ułoży yaku, wybiera: zakończyć i zapisać punkty albo zawołać koi-koi i grać dalej o więcej, ryzykując, że przeciwnik zapunktuje pierwszy.
help-start-title = Początek
help-start = /koikoi graj to partia z komputerem (łatwy, normalny lub ekspert); /koikoi graj z opcją przeciwnik wyzywa członka serwera, który przyjmuje przyciskiem. Stół jest publiczny, twoje karty widzisz tylko ty.
help-buttons-title = Przyciski
help-buttons = Na stole: 🎴 Moje karty otwiera twoją rękę, ❓ Jak grać pokazuje ten przewodnik. Na ręce: przycisk na każdą kartę (✦ i zielony: coś zbiera), Weź, gdy pasują dwie karty ze stołu, STOP lub KOI-KOI, gdy ułożysz yaku, 🔄 Odśwież, 💡 Podpowiedź (jeśli serwer na to pozwala, przeciw łatwemu i normalnemu komputerowi). Po partii: 🔁 Rewanż, 🤖 Graj z komputerem; /koikoi analiza pokazuje analizę eksperta.
help-yaku-title = Yaku
help-yaku = Obrazek pokazuje wszystkie yaku i ich punkty według zasad {$rules}. Pełne zasady: /koikoi zasady.

## Prowadzona pierwsza partia

tutorial-capture = 🎓 Twoja pierwsza zdobycz! Zagrana (lub dobrana) karta zbiera kartę ze stołu z tego samego miesiąca i obie trafiają do twoich zdobyczy. Ze zdobyczy powstają yaku: zanim zagrasz, spójrz na stół.
tutorial-yaku = 🎓 Masz yaku: punktowany układ. Teraz wybierz: STOP zapisuje punkty i kończy rundę; KOI-KOI gra dalej o więcej, ale jeśli przeciwnik pierwszy ułoży yaku, to on zdobywa punkty.
tutorial-koikoi = 🎓 Zawołano koi-koi: runda trwa dalej. Możesz zakończyć, gdy tylko suma twoich yaku wzrośnie.
tutorial-stop = 🎓 STOP: twoje yaku są policzone, a runda się kończy. Następna runda zaczyna się na stole.

## Partie w osobnych wątkach

thread-name = Koi-Koi · {$name0} vs {$name1}
thread-opened = 🎴 {$name0} vs {$name1}: partia toczy się w {$thread}. Oglądaj ją tam!
thread-final = 🏁 Partia w {$thread} zakończona:
