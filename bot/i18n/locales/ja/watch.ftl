# The hand picture's line while the other player is to act ($name: their name).
watch-waiting-for = {$name}の番を待っています
