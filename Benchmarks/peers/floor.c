/* The physical floor: writing a million 40-byte frames (x, y, width, height, item) by the closed form of the
 * benchmark's two-column grid, once into fresh memory (as a compute allocates its result) and once into a reused
 * buffer (memory bandwidth alone). Prints one JSON line per case. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double x, y, width, height; long item; } Frame;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void fill(Frame *frames, long count) {
    for (long i = 0; i < count; i++) {
        frames[i].x = (i & 1) ? 200 : 10;
        frames[i].y = (double)(i / 2) * 110;
        frames[i].width = 180;
        frames[i].height = 100;
        frames[i].item = i;
    }
}

static int compare(const void *a, const void *b) {
    double d = *(const double *)a - *(const double *)b;
    return (d > 0) - (d < 0);
}

static void report(const char *name, const char *detail, double *samples, int runs, double check) {
    qsort(samples, runs, sizeof(double), compare);
    double median = runs % 2 ? samples[runs / 2] : (samples[runs / 2 - 1] + samples[runs / 2]) / 2;
    printf("{\"workload\": \"%s\", \"detail\": \"%s\", \"unit\": \"ms\", \"samples\": [", name, detail);
    for (int i = 0; i < runs; i++) printf("%s%.6f", i ? ", " : "", samples[i]);
    printf("], \"facts\": {\"median\": \"%.6f\", \"lastItemY\": \"%.1f\"}}\n", median, check);
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 7;
    long count = 1000000;
    double samples[64];
    if (runs > 64) runs = 64;
    double check = 0;
    for (int r = 0; r < runs; r++) {
        double start = now_ms();
        Frame *frames = malloc(sizeof(Frame) * count);
        fill(frames, count);
        samples[r] = now_ms() - start;
        check = frames[count - 1].y;
        free(frames);
    }
    report("floor-fresh", "C loop, 1M 40-byte frames into fresh memory", samples, runs, check);
    Frame *reused = malloc(sizeof(Frame) * count);
    fill(reused, count);
    for (int r = 0; r < runs; r++) {
        double start = now_ms();
        fill(reused, count);
        samples[r] = now_ms() - start;
        check = reused[count - 1].y;
    }
    report("floor-reused", "C loop, 1M 40-byte frames into a reused buffer", samples, runs, check);
    free(reused);
    return 0;
}
