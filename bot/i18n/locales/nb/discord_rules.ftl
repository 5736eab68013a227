# Det Discord ikke lar boten gjøre, fortalt til medlemmene.
discord-cannot-view = Jeg kan ikke se denne kanalen, så ingen ville se bordet. Gi meg tillatelsen **Se kanal** her, og start på nytt.
discord-cannot-send = Jeg kan ikke skrive i denne kanalen, så resultatene og turvarslene ville gå tapt. Gi meg tillatelsen **Send meldinger** her (i en tråd: **Send meldinger i tråder**), og start på nytt.
discord-cannot-embed = Jeg kan ikke vise bildet av bordet i denne kanalen. Gi meg tillatelsen **Bygg inn lenker** her, og start på nytt.
discord-cannot-attach = Jeg kan ikke legge ved bildet av bordet i denne kanalen. Gi meg tillatelsen **Legg ved filer** her, og start på nytt.
discord-hand-expired = Discord lar meg ikke lenger oppdatere hånden du åpnet for mer enn 15 minutter siden: trykk **Min hånd** for en ny.
discord-hand-open = Trykk **Min hånd** for å se kortene dine.
