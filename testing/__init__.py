"""What the tests and the benchmarks share: a fake Discord, a bot driven through it, and helpers."""
