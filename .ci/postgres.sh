# Sourced by .ci/run: install PostgreSQL from Debian's packages and run a throw-away server.
# start_postgres PORT exports KOIKOI_TEST_DATABASE_URL; stop_postgres stops it and removes it.

start_postgres() {
    local port="$1" began installed started
    began=$(date +%s%N)
    export DEBIAN_FRONTEND=noninteractive
    # The package would otherwise create and start a cluster of its own on port 5432.
    mkdir -p /etc/postgresql-common/createcluster.d
    echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.d/koikoi-ci.conf
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    installed=$(date +%s%N)
    KOIKOI_PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    KOIKOI_PG_DIR=$(mktemp -d /tmp/koikoi-pg.XXXXXX)
    chown postgres:postgres "$KOIKOI_PG_DIR"
    # initdb refuses to run as root: the server runs as the account the package created.
    # A throw-away server: the tests check what is committed, not that it survives power loss.
    runuser -u postgres -- "$KOIKOI_PG_BIN/initdb" -D "$KOIKOI_PG_DIR/data" -U postgres \
        --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    runuser -u postgres -- "$KOIKOI_PG_BIN/pg_ctl" -D "$KOIKOI_PG_DIR/data" \
        -l "$KOIKOI_PG_DIR/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $port \
        -c unix_socket_directories=$KOIKOI_PG_DIR -c max_connections=200 \
        -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    runuser -u postgres -- "$KOIKOI_PG_BIN/createdb" -h 127.0.0.1 -p "$port" koikoi_test
    started=$(date +%s%N)
    export KOIKOI_TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/koikoi_test"
    echo "PostgreSQL: apt-get update and install took $(((installed - began) / 1000000)) ms," \
        "initdb and start $(((started - installed) / 1000000)) ms"
}

stop_postgres() {
    if [[ -n "${KOIKOI_PG_DIR:-}" ]]; then
        runuser -u postgres -- "$KOIKOI_PG_BIN/pg_ctl" -D "$KOIKOI_PG_DIR/data" -m fast -w stop \
            >/dev/null || true
        rm -rf "$KOIKOI_PG_DIR"
        KOIKOI_PG_DIR=""
    fi
}
