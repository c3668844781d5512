// Internal to CPNGShim: the run-only zlib writer behind CATALOG_PNG_RUNS (see RunDeflate.c).
#ifndef CATALOG_RUN_DEFLATE_H
#define CATALOG_RUN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// A zlib stream being written, fed any number of bytes at a time.
typedef struct run_deflate run_deflate;

/// Starts a stream whose bytes follow `reserved` bytes left for the caller (a PNG's signature and chunk headers);
/// NULL when memory runs out.
run_deflate *catalog_png_run_deflate_open(size_t reserved);

/// Adds input; returns 0, or -1 when memory runs out (the stream is then unusable).
int catalog_png_run_deflate_write(run_deflate *stream, const uint8_t *data, size_t length);

/// Adds `length` zero bytes, as `catalog_png_run_deflate_write` of that many zeros would; 0, or -1 as `catalog_png_run_deflate_write`.
int catalog_png_run_deflate_write_zeros(run_deflate *stream, size_t length);

/// Ends the stream and hands over its buffer (free it with `free`): the reserved bytes, then the zlib stream;
/// `length` is their total. NULL when memory runs out. Close the stream afterwards either way.
uint8_t *catalog_png_run_deflate_finish(run_deflate *stream, size_t *length);

void catalog_png_run_deflate_close(run_deflate *stream);

#endif
