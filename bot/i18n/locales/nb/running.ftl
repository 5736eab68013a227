error-restarting = Boten starter på nytt. Kampen din er trygg; prøv igjen om litt.
