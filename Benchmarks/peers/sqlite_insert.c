/* Raw C against SQLite: a million frames of the benchmark's two-column grid inserted into the catalog's own
 * run_frames table (same columns, same foreign key to runs, WAL, synchronous = NORMAL) through one prepared
 * statement in one transaction. Three cases: eleven binds and a step per row with the viewport index kept up to
 * date row by row (the textbook fast path); the same with the index dropped before the load and rebuilt after it;
 * and fifty rows per step with the index rebuilt (exactly the catalog's strategy, so the difference to the catalog
 * is Swift's overhead). Prints one JSON line per case, in the benchmark's format.
 *
 *   sqlite_insert RUNS ROWS SCRATCH_FOLDER */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void check(sqlite3 *db, int code, const char *what) {
    if (code != SQLITE_OK && code != SQLITE_DONE) {
        fprintf(stderr, "sqlite_insert: %s: %s\n", what, sqlite3_errmsg(db));
        exit(1);
    }
}

static const char *schema =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;"
    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT);"
    "INSERT INTO runs DEFAULT VALUES;"
    "CREATE TABLE run_frames (run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,"
    " category INTEGER NOT NULL, element_kind TEXT, section INTEGER NOT NULL, item INTEGER NOT NULL,"
    " x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL, z_index INTEGER NOT NULL,"
    " hidden INTEGER NOT NULL DEFAULT 0);"
    "CREATE INDEX run_frames_by_run_y ON run_frames (run_id, y);";

/* One load into a fresh database file; returns its wall time in milliseconds. */
static double load(const char *path, long rows, int rebuild_index, int per_step) {
    char extra[4096];
    unlink(path);
    snprintf(extra, sizeof extra, "%s-wal", path);
    unlink(extra);
    snprintf(extra, sizeof extra, "%s-shm", path);
    unlink(extra);
    sqlite3 *db;
    check(db, sqlite3_open(path, &db), "open");
    check(db, sqlite3_exec(db, schema, 0, 0, 0), "schema");
    double start = now_ms();
    check(db, sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0), "begin");
    if (rebuild_index) check(db, sqlite3_exec(db, "DROP INDEX run_frames_by_run_y", 0, 0, 0), "drop index");
    char sql[32768];
    int used = snprintf(sql, sizeof sql, "INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y,"
                        " width, height, z_index, hidden) VALUES ");
    for (int r = 0; r < per_step; r++)
        used += snprintf(sql + used, sizeof sql - used, "%s(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", r ? ", " : "");
    sqlite3_stmt *insert;
    check(db, sqlite3_prepare_v2(db, sql, -1, &insert, 0), "prepare");
    for (long i = 0; i + per_step <= rows; i += per_step) {
        for (int r = 0; r < per_step; r++) {
            long k = i + r;
            int p = r * 11;
            sqlite3_bind_int64(insert, p + 1, 1);
            sqlite3_bind_int(insert, p + 2, 0);
            sqlite3_bind_null(insert, p + 3);
            sqlite3_bind_int(insert, p + 4, 0);
            sqlite3_bind_int(insert, p + 5, (int)k);
            sqlite3_bind_double(insert, p + 6, (k & 1) ? 200 : 10);
            sqlite3_bind_double(insert, p + 7, (double)(k / 2) * 110);
            sqlite3_bind_double(insert, p + 8, 180);
            sqlite3_bind_double(insert, p + 9, 100);
            sqlite3_bind_int(insert, p + 10, 0);
            sqlite3_bind_int(insert, p + 11, 0);
        }
        check(db, sqlite3_step(insert), "insert");
        sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    if (rebuild_index) {
        check(db, sqlite3_exec(db, "PRAGMA cache_size = -65536", 0, 0, 0), "cache size");
        check(db, sqlite3_exec(db, "CREATE INDEX run_frames_by_run_y ON run_frames (run_id, y)", 0, 0, 0), "index");
    }
    check(db, sqlite3_exec(db, "COMMIT", 0, 0, 0), "commit");
    double elapsed = now_ms() - start;
    sqlite3_close(db);
    return elapsed;
}

static int compare(const void *a, const void *b) {
    double d = *(const double *)a - *(const double *)b;
    return (d > 0) - (d < 0);
}

static void report(const char *name, const char *detail, double *samples, int runs, long rows) {
    double sorted[64];
    memcpy(sorted, samples, sizeof(double) * runs);
    qsort(sorted, runs, sizeof(double), compare);
    double median = runs % 2 ? sorted[runs / 2] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2;
    printf("{\"workload\": \"%s\", \"detail\": \"%s\", \"unit\": \"ms\", \"samples\": [", name, detail);
    for (int i = 0; i < runs; i++) printf("%s%.6f", i ? ", " : "", samples[i]);
    printf("], \"facts\": {\"median\": \"%.6f\", \"rows\": \"%ld\", \"rowsPerSecond\": \"%.0f\"}}\n",
           median, rows, rows / (median / 1000));
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 3;
    long rows = argc > 2 ? atol(argv[2]) : 1000000;
    const char *folder = argc > 3 ? argv[3] : "/tmp";
    if (runs > 64) runs = 64;
    char path[4096];
    snprintf(path, sizeof path, "%s/catalog-benchmark-raw.sqlite", folder);
    if (rows % 50) rows -= rows % 50; /* whole batches, so the three cases insert the same rows */
    double kept[64], rebuilt[64], batched[64];
    for (int r = 0; r < runs; r++) {
        kept[r] = load(path, rows, 0, 1);
        rebuilt[r] = load(path, rows, 1, 1);
        batched[r] = load(path, rows, 1, 50);
    }
    report("sqlite-raw-indexed", "raw C, one row per step, index kept row by row", kept, runs, rows);
    report("sqlite-raw-rebuilt", "raw C, one row per step, index rebuilt after the load", rebuilt, runs, rows);
    report("sqlite-raw-batched", "raw C, fifty rows per step, index rebuilt after the load", batched, runs, rows);
    return 0;
}
