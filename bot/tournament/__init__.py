"""Tournaments: who plays whom each round and who stands where, pure Python with no I/O (the
store keeps a tournament's rows, the Discord application posts them)."""
