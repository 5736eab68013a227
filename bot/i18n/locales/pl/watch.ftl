# The hand picture's line while the other player is to act ($name: their name).
watch-waiting-for = Czekamy na: {$name}
