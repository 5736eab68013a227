picture-late-in-words = Obrazek rysuje się teraz wolno, więc oto on w słowach.
hand-may-not-follow = Twój ruch, a tą ręką nadal można grać: jej przyciski działają. Discord pozwala mi ją zmieniać tylko przez 15 minut, więc może już nie nadążać za przeciwnikiem. Naciśnij **Odśwież**, aby zobaczyć partię taką, jaka jest teraz.
