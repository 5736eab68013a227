workers-picture-later = Bildet kommer så snart det kan tegnes.
workers-review-later = Gjennomgangen kan ikke lages akkurat nå. Prøv igjen om et minutt.
