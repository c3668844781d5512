// Huffman code construction shared by the deflate block writers.
#ifndef CATALOG_HUFFMAN_CODE_H
#define CATALOG_HUFFMAN_CODE_H

#include <stdint.h>

enum {
    HUFFMAN_MAX_SYMBOLS = 288, // the largest deflate alphabet (literal/length)
    HUFFMAN_MAX_BITS = 15,
};

/// Code lengths of a Huffman code for `freq` (`count` <= HUFFMAN_MAX_SYMBOLS symbols; those of frequency 0 get
/// none), at most `limit` bits.
void catalog_png_huffman_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths);

/// Canonical codes for `lengths`, bit-reversed for a least-significant-bit-first writer.
void catalog_png_canonical_codes(const uint8_t *lengths, int count, uint16_t *codes);

/// The code-length sequence `lengths` with runs as symbols 16, 17 and 18; each item is symbol | extra << 8.
/// `items` needs room for `total` entries. Returns the number of items.
int catalog_png_run_length_code(const uint8_t *lengths, int total, uint16_t *items);

#endif
