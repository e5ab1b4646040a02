/* Raw C against SQLite on the catalog's frame table as migration 0007 shapes it: WITHOUT ROWID, clustered by
 * (run_id, y, ordinal), category, hidden and z-index packed into flags, no foreign key, 16 KiB pages, WAL,
 * synchronous = NORMAL. A million frames of the benchmark's two-column grid in one transaction, two ways:
 *
 *   sqlite-new-batched  fifty rows bound per step of a multi-row INSERT … VALUES;
 *   sqlite-new-vtab     the frames handed over in chunks of 262,144 (as the CLI writes them) through an eponymous
 *                       virtual table over the chunk's arrays, one INSERT INTO … SELECT per chunk.
 *
 * With VARIANTS=1 in the environment it also measures what was tried and rejected, each against the same rows:
 * 4 KiB and 64 KiB pages, the foreign key to runs kept, and the old rowid table with its (run_id, y) index.
 * Prints one JSON line per case, in the benchmark's format. Timed like the P6 store: BEGIN to COMMIT.
 *
 *   sqlite_variants RUNS ROWS SCRATCH_FOLDER */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { CHUNK = 262144, PER_STEP = 50 };

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void check(sqlite3 *db, int code, const char *what) {
    if (code != SQLITE_OK && code != SQLITE_DONE) {
        fprintf(stderr, "sqlite_variants: %s: %s\n", what, sqlite3_errmsg(db));
        exit(1);
    }
}

/* The frames of one chunk, as columns: what the engine's FrameBuffer holds. */
typedef struct {
    long first, count;
} Chunk;

static Chunk current;

static double frame_y(long k) { return (double)(k / 2) * 110; }
static double frame_x(long k) { return (k & 1) ? 200 : 10; }

/* The virtual table: one row per frame of `current`, read-only, a full scan. */
typedef struct {
    sqlite3_vtab_cursor base;
    long row;
} Cursor;

static int chunk_connect(sqlite3 *db, void *aux, int argc, const char *const *argv, sqlite3_vtab **out, char **err) {
    (void)aux; (void)argc; (void)argv; (void)err;
    int rc = sqlite3_declare_vtab(db, "CREATE TABLE x(y REAL, ordinal INTEGER, flags INTEGER, element_kind TEXT,"
                                      " section INTEGER, item INTEGER, x REAL, width REAL, height REAL)");
    if (rc != SQLITE_OK) return rc;
    *out = sqlite3_malloc(sizeof(sqlite3_vtab));
    memset(*out, 0, sizeof(sqlite3_vtab));
    return SQLITE_OK;
}
static int chunk_disconnect(sqlite3_vtab *vtab) { sqlite3_free(vtab); return SQLITE_OK; }
static int chunk_best_index(sqlite3_vtab *vtab, sqlite3_index_info *info) {
    (void)vtab;
    info->estimatedCost = 1e6;
    info->estimatedRows = CHUNK;
    return SQLITE_OK;
}
static int chunk_open(sqlite3_vtab *vtab, sqlite3_vtab_cursor **out) {
    (void)vtab;
    Cursor *cursor = sqlite3_malloc(sizeof(Cursor));
    memset(cursor, 0, sizeof(Cursor));
    *out = &cursor->base;
    return SQLITE_OK;
}
static int chunk_close(sqlite3_vtab_cursor *cursor) { sqlite3_free(cursor); return SQLITE_OK; }
static int chunk_filter(sqlite3_vtab_cursor *cursor, int idx, const char *idxStr, int argc, sqlite3_value **argv) {
    (void)idx; (void)idxStr; (void)argc; (void)argv;
    ((Cursor *)cursor)->row = 0;
    return SQLITE_OK;
}
static int chunk_next(sqlite3_vtab_cursor *cursor) { ((Cursor *)cursor)->row++; return SQLITE_OK; }
static int chunk_eof(sqlite3_vtab_cursor *cursor) { return ((Cursor *)cursor)->row >= current.count; }
static int chunk_rowid(sqlite3_vtab_cursor *cursor, sqlite3_int64 *rowid) { *rowid = ((Cursor *)cursor)->row; return SQLITE_OK; }
static int chunk_column(sqlite3_vtab_cursor *cursor, sqlite3_context *context, int column) {
    long k = current.first + ((Cursor *)cursor)->row;
    switch (column) {
    case 0: sqlite3_result_double(context, frame_y(k)); break;
    case 1: sqlite3_result_int64(context, k); break;
    case 2: sqlite3_result_int(context, 0); break;
    case 3: sqlite3_result_null(context); break;
    case 4: sqlite3_result_int(context, 0); break;
    case 5: sqlite3_result_int64(context, k); break;
    case 6: sqlite3_result_double(context, frame_x(k)); break;
    case 7: sqlite3_result_double(context, 180); break;
    default: sqlite3_result_double(context, 100); break;
    }
    return SQLITE_OK;
}

static sqlite3_module chunk_module = {
    .iVersion = 0,
    .xCreate = 0, /* eponymous-only: usable as `FROM frame_chunk` without CREATE VIRTUAL TABLE */
    .xConnect = chunk_connect,
    .xBestIndex = chunk_best_index,
    .xDisconnect = chunk_disconnect,
    .xDestroy = chunk_disconnect,
    .xOpen = chunk_open,
    .xClose = chunk_close,
    .xFilter = chunk_filter,
    .xNext = chunk_next,
    .xEof = chunk_eof,
    .xColumn = chunk_column,
    .xRowid = chunk_rowid,
};

static const char *clustered =
    "CREATE TABLE run_frames (run_id INTEGER NOT NULL%s, y REAL NOT NULL, ordinal INTEGER NOT NULL,"
    " flags INTEGER NOT NULL, element_kind TEXT, section INTEGER NOT NULL, item INTEGER NOT NULL, x REAL NOT NULL,"
    " width REAL NOT NULL, height REAL NOT NULL, PRIMARY KEY (run_id, y, ordinal)) WITHOUT ROWID;";
static const char *with_rowid =
    "CREATE TABLE run_frames (run_id INTEGER NOT NULL%s, y REAL NOT NULL, ordinal INTEGER NOT NULL,"
    " flags INTEGER NOT NULL, element_kind TEXT, section INTEGER NOT NULL, item INTEGER NOT NULL, x REAL NOT NULL,"
    " width REAL NOT NULL, height REAL NOT NULL); CREATE INDEX run_frames_by_run_y ON run_frames (run_id, y);";

typedef struct {
    const char *name, *detail;
    int page_size, foreign_key, rowid_table, vtab;
} Variant;

/* One load into a fresh database file; returns its wall time in milliseconds. */
static double load(const char *path, long rows, const Variant *v) {
    char text[4096];
    const char *suffixes[] = {"", "-wal", "-shm"};
    for (int i = 0; i < 3; i++) { snprintf(text, sizeof text, "%s%s", path, suffixes[i]); unlink(text); }
    sqlite3 *db;
    check(db, sqlite3_open(path, &db), "open");
    check(db, sqlite3_create_module(db, "frame_chunk", &chunk_module, 0), "module");
    snprintf(text, sizeof text, "PRAGMA page_size = %d; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
             " PRAGMA foreign_keys = ON; CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT);"
             " INSERT INTO runs DEFAULT VALUES;", v->page_size);
    check(db, sqlite3_exec(db, text, 0, 0, 0), "pragmas");
    char table[2048];
    snprintf(table, sizeof table, v->rowid_table ? with_rowid : clustered,
             v->foreign_key ? " REFERENCES runs (id) ON DELETE CASCADE" : "");
    check(db, sqlite3_exec(db, table, 0, 0, 0), "schema");
    const char *columns = "INSERT INTO run_frames (run_id, y, ordinal, flags, element_kind, section, item, x, width, height) ";
    double start = now_ms();
    check(db, sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0), "begin");
    sqlite3_stmt *insert;
    if (v->vtab) {
        snprintf(text, sizeof text, "%sSELECT ?1, y, ordinal, flags, element_kind, section, item, x, width, height FROM frame_chunk", columns);
        check(db, sqlite3_prepare_v2(db, text, -1, &insert, 0), "prepare");
        sqlite3_bind_int64(insert, 1, 1);
        for (long first = 0; first < rows; first += CHUNK) {
            current.first = first;
            current.count = rows - first < CHUNK ? rows - first : CHUNK;
            check(db, sqlite3_step(insert), "insert select");
            sqlite3_reset(insert);
        }
    } else {
        static char sql[32768];
        int used = snprintf(sql, sizeof sql, "%sVALUES ", columns);
        for (int r = 0; r < PER_STEP; r++)
            used += snprintf(sql + used, sizeof sql - used, "%s(?1, ?, ?, ?, ?, ?, ?, ?, ?, ?)", r ? ", " : "");
        check(db, sqlite3_prepare_v2(db, sql, -1, &insert, 0), "prepare");
        sqlite3_bind_int64(insert, 1, 1);
        for (long i = 0; i + PER_STEP <= rows; i += PER_STEP) {
            for (int r = 0; r < PER_STEP; r++) {
                long k = i + r;
                int p = r * 9 + 2;
                sqlite3_bind_double(insert, p, frame_y(k));
                sqlite3_bind_int64(insert, p + 1, k);
                sqlite3_bind_int(insert, p + 2, 0);
                sqlite3_bind_null(insert, p + 3);
                sqlite3_bind_int(insert, p + 4, 0);
                sqlite3_bind_int64(insert, p + 5, k);
                sqlite3_bind_double(insert, p + 6, frame_x(k));
                sqlite3_bind_double(insert, p + 7, 180);
                sqlite3_bind_double(insert, p + 8, 100);
            }
            check(db, sqlite3_step(insert), "insert");
            sqlite3_reset(insert);
        }
    }
    sqlite3_finalize(insert);
    check(db, sqlite3_exec(db, "COMMIT", 0, 0, 0), "commit");
    double elapsed = now_ms() - start;
    sqlite3_stmt *count;
    sqlite3_prepare_v2(db, "SELECT count(*) FROM run_frames", -1, &count, 0);
    sqlite3_step(count);
    if (sqlite3_column_int64(count, 0) != rows) { fprintf(stderr, "sqlite_variants: %s stored the wrong count\n", v->name); exit(1); }
    sqlite3_finalize(count);
    sqlite3_close(db);
    return elapsed;
}

static int compare(const void *a, const void *b) {
    double d = *(const double *)a - *(const double *)b;
    return (d > 0) - (d < 0);
}

static void report(const Variant *v, double *samples, int runs, long rows) {
    double sorted[64];
    memcpy(sorted, samples, sizeof(double) * runs);
    qsort(sorted, runs, sizeof(double), compare);
    double median = runs % 2 ? sorted[runs / 2] : (sorted[runs / 2 - 1] + sorted[runs / 2]) / 2;
    printf("{\"workload\": \"%s\", \"detail\": \"%s\", \"unit\": \"ms\", \"samples\": [", v->name, v->detail);
    for (int i = 0; i < runs; i++) printf("%s%.6f", i ? ", " : "", samples[i]);
    printf("], \"facts\": {\"median\": \"%.6f\", \"rows\": \"%ld\", \"rowsPerSecond\": \"%.0f\"}}\n",
           median, rows, rows / (median / 1000));
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 3;
    long rows = argc > 2 ? atol(argv[2]) : 1000000;
    const char *folder = argc > 3 ? argv[3] : "/tmp";
    if (runs > 64) runs = 64;
    if (rows % PER_STEP) rows -= rows % PER_STEP;
    const char *flag = getenv("VARIANTS");
    int all = flag && strcmp(flag, "1") == 0;
    Variant variants[] = {
        {"sqlite-new-batched", "raw C, new table, fifty rows per step", 16384, 0, 0, 0},
        {"sqlite-new-vtab", "raw C, new table, virtual table over each chunk, INSERT SELECT", 16384, 0, 0, 1},
        {"sqlite-new-vtab-4k", "variant: 4 KiB pages", 4096, 0, 0, 1},
        {"sqlite-new-vtab-64k", "variant: 64 KiB pages", 65536, 0, 0, 1},
        {"sqlite-new-vtab-fk", "variant: foreign key to runs kept", 16384, 1, 0, 1},
        {"sqlite-new-vtab-rowid", "variant: rowid table and (run_id, y) index", 16384, 0, 1, 1},
    };
    int count = all ? 6 : 2;
    char path[4096];
    snprintf(path, sizeof path, "%s/catalog-benchmark-variants.sqlite", folder);
    static double samples[6][64];
    /* Round by round, every variant once per round, so machine load falls on all of them alike. */
    for (int r = 0; r < runs; r++)
        for (int i = 0; i < count; i++) samples[i][r] = load(path, rows, &variants[i]);
    for (int i = 0; i < count; i++) report(&variants[i], samples[i], runs, rows);
    for (int i = 0; i < 3; i++) {
        const char *suffixes[] = {"", "-wal", "-shm"};
        char text[4200];
        snprintf(text, sizeof text, "%s%s", path, suffixes[i]);
        unlink(text);
    }
    return 0;
}
