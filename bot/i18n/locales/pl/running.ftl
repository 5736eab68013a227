error-restarting = Bot uruchamia się ponownie. Twoja partia jest bezpieczna; spróbuj za chwilę.
