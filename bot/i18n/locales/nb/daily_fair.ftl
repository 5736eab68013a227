## Hvor rettferdig dagens giv er, og hvordan den ender.

daily-played-elsewhere = Du har hatt forsøket ditt på dagens giv på en annen server: ett forsøk om dagen, uansett hvor du spiller. En ny giv kommer ved midnatt UTC.
