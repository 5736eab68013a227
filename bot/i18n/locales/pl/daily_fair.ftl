## Uczciwość rozdania dnia i to, jak się kończy.

daily-played-elsewhere = Dzisiejsze rozdanie rozgrywasz już na innym serwerze: jedna próba dziennie, niezależnie od serwera. Nowe rozdanie pojawi się o północy UTC.
