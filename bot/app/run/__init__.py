"""The composition root: the client, which starts the kernel and loads the feature packages by
name, and the process's life (signals, restarts, exit statuses, shard leases)."""
