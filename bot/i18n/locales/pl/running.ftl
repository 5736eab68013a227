error-restarting = Bot uruchamia się ponownie. Twoja partia jest bezpieczna; spróbuj za chwilę.
error-table-not-posted = Discord nie przyjął stołu, więc ta partia została odwołana bez wyniku. Zacznij ją jeszcze raz.
error-table-not-made = Bot nie zdołał przygotować stołu, więc ta partia została odwołana bez wyniku. Zacznij ją jeszcze raz.
error-cooldown = {$user} poddał(a) przed chwilą partię i może zacząć następną za {$seconds} s.
