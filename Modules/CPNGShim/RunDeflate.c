// A zlib stream for PNG rows whose only matches are runs of one byte (distance 1), in dynamic-Huffman deflate
// blocks. Filtered screen rows are mostly runs of zeros (a flat background, a card's inside, a row equal to the one
// above) with short literal stretches at text and edges; a general matcher (libdeflate's hash chains) spends most
// of its time inserting every byte of those runs into its tables. Here a run costs a compare per 32 bytes and one
// symbol per 258; literals are entropy-coded per block. Any inflater reads the result: the blocks are standard
// RFC 1951 and the wrapper RFC 1950.
#include "RunDeflate.h"

#include "HuffmanCode.h"

#include <libdeflate.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

enum {
    BLOCK_INPUT = 1 << 19,  // input bytes per block: Huffman tables adapt per block, a header costs ~100 bytes
    LITLEN_COUNT = 286,
    DIST_COUNT = 2,         // distance codes 0 (distance 1) and 1 (unused): a complete one-bit code
    CODELEN_COUNT = 19,
    MAX_BITS = 15,
    MAX_CODELEN_BITS = 7,
    END_OF_BLOCK = 256,
};

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t codelen_order[CODELEN_COUNT] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

typedef struct {
    uint8_t *out;
    size_t length;
    uint64_t bits;
    unsigned count;
} bit_writer;

/// Adds `count` (at most 16) bits; whole 32-bit words go out at once. The output needs 8 bytes of room past what is
/// written (the bound has them).
static inline void put_bits(bit_writer *writer, uint32_t value, unsigned count) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += count;
    if (writer->count >= 32) {
        uint32_t word = (uint32_t)writer->bits;
        uint8_t bytes[4] = {(uint8_t)word, (uint8_t)(word >> 8), (uint8_t)(word >> 16), (uint8_t)(word >> 24)};
        memcpy(writer->out + writer->length, bytes, 4);
        writer->length += 4;
        writer->bits >>= 32;
        writer->count -= 32;
    }
}

/// Writes out the whole bytes held back (after `align_to_byte`, all of them).
static void flush_bytes(bit_writer *writer) {
    while (writer->count >= 8) {
        writer->out[writer->length++] = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count -= 8;
    }
}

static void align_to_byte(bit_writer *writer) {
    if (writer->count % 8) put_bits(writer, 0, 8 - writer->count % 8);
    flush_bytes(writer);
}

/// The first position `j` at or after `from` whose byte the next three repeat (a literal followed by a run of at
/// least 3), or `length` when there is none. Sixteen positions a turn with SSE2, eight with words elsewhere.
static size_t next_run_start(const uint8_t *data, size_t from, size_t length) {
    size_t j = from;
#if defined(__SSE2__)
    while (j + 19 <= length) {
        __m128i here = _mm_loadu_si128((const __m128i *)(data + j));
        __m128i same = _mm_and_si128(_mm_cmpeq_epi8(here, _mm_loadu_si128((const __m128i *)(data + j + 1))),
                                     _mm_cmpeq_epi8(here, _mm_loadu_si128((const __m128i *)(data + j + 2))));
        same = _mm_and_si128(same, _mm_cmpeq_epi8(here, _mm_loadu_si128((const __m128i *)(data + j + 3))));
        unsigned mask = (unsigned)_mm_movemask_epi8(same);
        if (mask) return j + (size_t)__builtin_ctz(mask);
        j += 16;
    }
#else
    while (j + 11 <= length) {
        uint64_t w0, w1, w2, w3;
        memcpy(&w0, data + j, 8);
        memcpy(&w1, data + j + 1, 8);
        memcpy(&w2, data + j + 2, 8);
        memcpy(&w3, data + j + 3, 8);
        uint64_t differ = (w0 ^ w1) | (w0 ^ w2) | (w0 ^ w3), low = 0x7F7F7F7F7F7F7F7Full;
        uint64_t zero = ~(((differ & low) + low) | differ | low); // 0x80 exactly in the bytes of differ that are 0
        if (zero) return j + (size_t)__builtin_ctzll(zero) / 8;
        j += 8;
    }
#endif
    for (; j + 3 < length; j++) {
        if (data[j] == data[j + 1] && data[j] == data[j + 2] && data[j] == data[j + 3]) return j;
    }
    return length;
}

/// How many bytes from `from` on equal `value`: 64 a turn with SSE2 (32 with words elsewhere; a blank row is
/// thousands of zeros), then a word at a time.
static size_t run_length(const uint8_t *data, size_t from, size_t length, uint8_t value) {
    size_t run = 0;
    uint64_t pattern = value * 0x0101010101010101ull;
#if defined(__SSE2__)
    const __m128i repeated = _mm_set1_epi8((char)value);
    while (from + run + 64 <= length) {
        const uint8_t *at = data + from + run;
        __m128i differ = _mm_or_si128(
            _mm_or_si128(_mm_xor_si128(_mm_loadu_si128((const __m128i *)at), repeated),
                         _mm_xor_si128(_mm_loadu_si128((const __m128i *)(at + 16)), repeated)),
            _mm_or_si128(_mm_xor_si128(_mm_loadu_si128((const __m128i *)(at + 32)), repeated),
                         _mm_xor_si128(_mm_loadu_si128((const __m128i *)(at + 48)), repeated)));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(differ, _mm_setzero_si128())) != 0xFFFF) break;
        run += 64;
    }
#endif
    while (from + run + 32 <= length) {
        uint64_t words[4];
        memcpy(words, data + from + run, 32);
        if (((words[0] ^ pattern) | (words[1] ^ pattern) | (words[2] ^ pattern) | (words[3] ^ pattern)) != 0) break;
        run += 32;
    }
    while (from + run + 8 <= length) {
        uint64_t word;
        memcpy(&word, data + from + run, 8);
        uint64_t differ = word ^ pattern;
        if (differ) return run + (size_t)__builtin_ctzll(differ) / 8;
        run += 8;
    }
    while (from + run < length && data[from + run] == value) run++;
    return run;
}

/// Splits `data` into literals and runs: token < 256 is a literal, 256 + n a match of n bytes at distance 1.
/// A byte the next three repeat is a literal followed by a match of all its repeats; every other byte is a literal
/// (one or two repeats cost less as literals). Returns the number of tokens; `freq` gets each literal/length
/// symbol's count. Inlined into each clone of `write_block`, so that it is compiled for x86-64-v3 too.
static inline __attribute__((always_inline)) size_t tokenize(const uint8_t *data, size_t length, uint16_t *tokens,
                                                             uint32_t *freq, const uint8_t *length_code) {
    size_t count = 0, i = 0;
    // Two literal histograms, taken in turn, so that equal neighbours do not wait on each other's increment.
    uint32_t other[256] = {0};
    while (i < length) {
        size_t start = next_run_start(data, i, length);
        size_t literals_end = start < length ? start + 1 : length; // the run's own byte is a literal
        // The literals' tokens and their counts in one pass.
        uint16_t *into = tokens + count - i;
        size_t k = i;
        for (; k + 2 <= literals_end; k += 2) {
            uint8_t a = data[k], b = data[k + 1];
            into[k] = a;
            into[k + 1] = b;
            freq[a]++;
            other[b]++;
        }
        if (k < literals_end) {
            into[k] = data[k];
            freq[data[k]]++;
        }
        count += literals_end - i;
        if (start >= length) break;
        size_t run = run_length(data, start + 1, length, data[start]);
        i = start + 1 + run;
        while (run >= 3) {
            size_t take = run < 258 ? run : (run - 258 < 3 && run != 258 ? run - 3 : 258);
            tokens[count++] = (uint16_t)(256 + take);
            freq[257 + length_code[take]]++;
            run -= take;
        }
        while (run-- > 0) {
            tokens[count++] = data[start];
            freq[data[start]]++;
        }
    }
    for (int s = 0; s < 256; s++) freq[s] += other[s];
    return count;
}

/// Writes one block of `length` input bytes: dynamic Huffman, or stored when that is smaller.
// Cloned for x86-64-v3 (BMI2's shifts by a register cut the bit writer's chain; 7% on photo rows), picked at load
// time where the processor has it.
__attribute__((target_clones("arch=x86-64-v3", "default")))
static void write_block(bit_writer *writer, const uint8_t *data, size_t length, uint16_t *tokens,
                        const uint8_t *length_code) {
    uint32_t freq[LITLEN_COUNT] = {0};
    size_t token_count = tokenize(data, length, tokens, freq, length_code);
    freq[END_OF_BLOCK] = 1;
    uint8_t lengths[LITLEN_COUNT + DIST_COUNT];
    catalog_png_huffman_lengths(freq, LITLEN_COUNT, MAX_BITS, lengths);
    lengths[LITLEN_COUNT] = lengths[LITLEN_COUNT + 1] = 1;
    int literal_codes = LITLEN_COUNT;
    while (literal_codes > 257 && lengths[literal_codes - 1] == 0) literal_codes--;
    // The code lengths of both alphabets, one sequence (RFC 1951 3.2.7).
    uint8_t sequence[LITLEN_COUNT + DIST_COUNT];
    memcpy(sequence, lengths, (size_t)literal_codes);
    sequence[literal_codes] = sequence[literal_codes + 1] = 1;
    uint16_t items[LITLEN_COUNT + DIST_COUNT];
    int item_count = catalog_png_run_length_code(sequence, literal_codes + DIST_COUNT, items);
    uint32_t codelen_freq[CODELEN_COUNT] = {0};
    for (int i = 0; i < item_count; i++) codelen_freq[items[i] & 0xFF]++;
    uint8_t codelen_lengths[CODELEN_COUNT];
    catalog_png_huffman_lengths(codelen_freq, CODELEN_COUNT, MAX_CODELEN_BITS, codelen_lengths);
    int codelen_codes = CODELEN_COUNT;
    while (codelen_codes > 4 && codelen_lengths[codelen_order[codelen_codes - 1]] == 0) codelen_codes--;

    // Its size in bits, to compare with a stored block's.
    uint64_t bits = 3 + 14 + 3 * (uint64_t)codelen_codes;
    for (int i = 0; i < item_count; i++) {
        int symbol = items[i] & 0xFF;
        bits += codelen_lengths[symbol] + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0);
    }
    for (int s = 0; s < LITLEN_COUNT; s++) {
        if (!freq[s]) continue;
        uint64_t extra = s > 256 ? length_extra[s - 257] + 1 : 0; // a match also writes its one-bit distance
        bits += (uint64_t)freq[s] * (lengths[s] + extra);
    }
    uint64_t stored_bits = 8 * ((uint64_t)length + 5 * (length / 65535 + 1)) + 8;
    if (bits >= stored_bits) {
        for (size_t offset = 0; offset < length;) {
            size_t take = length - offset < 65535 ? length - offset : 65535;
            put_bits(writer, 0, 3); // not final, stored
            align_to_byte(writer);
            put_bits(writer, (uint32_t)take, 16);
            put_bits(writer, (uint32_t)(~take & 0xFFFF), 16);
            flush_bytes(writer);
            memcpy(writer->out + writer->length, data + offset, take);
            writer->length += take;
            offset += take;
        }
        return;
    }

    uint16_t codes[LITLEN_COUNT + DIST_COUNT], codelen_code[CODELEN_COUNT];
    catalog_png_canonical_codes(lengths, LITLEN_COUNT, codes);
    catalog_png_canonical_codes(codelen_lengths, CODELEN_COUNT, codelen_code);
    put_bits(writer, 2 << 1, 3); // not final, dynamic Huffman
    put_bits(writer, (uint32_t)(literal_codes - 257), 5);
    put_bits(writer, DIST_COUNT - 1, 5);
    put_bits(writer, (uint32_t)(codelen_codes - 4), 4);
    for (int i = 0; i < codelen_codes; i++) put_bits(writer, codelen_lengths[codelen_order[i]], 3);
    for (int i = 0; i < item_count; i++) {
        int symbol = items[i] & 0xFF, extra = items[i] >> 8;
        put_bits(writer, codelen_code[symbol], codelen_lengths[symbol]);
        if (symbol == 16) put_bits(writer, (uint32_t)extra, 2);
        if (symbol == 17) put_bits(writer, (uint32_t)extra, 3);
        if (symbol == 18) put_bits(writer, (uint32_t)extra, 7);
    }
    // Each token as one code of at most 15 + 5 + 1 bits (a match's length code, extra bits and one-bit distance),
    // then every whole byte out with one 8-byte store: the bit buffer never holds more than 7 + 21 bits.
    // One table for every token: literals 0-255, then a match of n bytes at 256 + n.
    uint32_t token_code[256 + 259];
    for (int s = 0; s < 256; s++) token_code[s] = (uint32_t)codes[s] | (uint32_t)lengths[s] << 24;
    for (int match = 0; match < 3; match++) token_code[256 + match] = 0;
    for (int match = 3; match <= 258; match++) {
        int code = length_code[match];
        uint32_t bits_used = lengths[257 + code] + length_extra[code];
        uint32_t value = codes[257 + code] | (uint32_t)(match - length_base[code]) << lengths[257 + code];
        token_code[256 + match] = value | (bits_used + 1) << 24; // the distance bit after them is 0
    }
    flush_bytes(writer);
    uint8_t *out = writer->out + writer->length;
    uint64_t buffer = writer->bits;
    unsigned held = writer->count;
    // Two tokens a turn: their codes joined are at most 42 bits, so with the 7 held back they still fit the word.
    size_t t = 0;
    for (; t + 2 <= token_count; t += 2) {
        uint16_t first = tokens[t], second = tokens[t + 1];
        uint32_t entry = token_code[first], next = token_code[second];
        uint64_t pair = (uint64_t)(entry & 0xFFFFFF) | (uint64_t)(next & 0xFFFFFF) << (entry >> 24);
        buffer |= pair << held;
        held += (entry >> 24) + (next >> 24);
        memcpy(out, &buffer, 8);
        out += held / 8;
        buffer >>= held & ~7u;
        held &= 7;
    }
    for (; t < token_count; t++) {
        uint16_t token = tokens[t];
        uint32_t entry = token_code[token];
        buffer |= (uint64_t)(entry & 0xFFFFFF) << held;
        held += entry >> 24;
        memcpy(out, &buffer, 8);
        out += held / 8;
        buffer >>= held & ~7u;
        held &= 7;
    }
    writer->length = (size_t)(out - writer->out);
    writer->bits = buffer;
    writer->count = held;
    put_bits(writer, codes[END_OF_BLOCK], lengths[END_OF_BLOCK]);
}

struct run_deflate {
    bit_writer writer; // over `writer.out`, `capacity` bytes, grown as blocks are written
    size_t capacity;
    uint8_t *block; // input not yet compressed, up to BLOCK_INPUT bytes
    size_t block_length;
    uint16_t *tokens;
    uint8_t length_code[259];
    uint32_t adler;
};

/// Room for one more block of `length` input bytes (its stored size is the most it takes) and the stream's end.
static int reserve(run_deflate *stream, size_t length) {
    size_t needed = stream->writer.length + length + 6 * (length / 65535 + 2) + 64;
    if (needed <= stream->capacity) return 0;
    size_t capacity = stream->capacity * 2 > needed ? stream->capacity * 2 : needed;
    uint8_t *grown = realloc(stream->writer.out, capacity);
    if (!grown) return -1;
    stream->writer.out = grown;
    stream->capacity = capacity;
    return 0;
}

run_deflate *catalog_png_run_deflate_open(size_t reserved) {
    run_deflate *stream = calloc(1, sizeof(run_deflate));
    if (!stream) return NULL;
    stream->block = malloc(BLOCK_INPUT);
    stream->tokens = malloc(sizeof(uint16_t) * BLOCK_INPUT);
    stream->capacity = reserved + 4096;
    stream->writer.out = malloc(stream->capacity);
    if (!stream->block || !stream->tokens || !stream->writer.out) {
        catalog_png_run_deflate_close(stream);
        return NULL;
    }
    for (int code = 0; code < 29; code++) {
        int end = code == 28 ? 259 : length_base[code + 1];
        for (int n = length_base[code]; n < end && n < 259; n++) stream->length_code[n] = (uint8_t)code;
    }
    stream->length_code[258] = 28;
    stream->adler = 1;
    stream->writer.length = reserved;
    stream->writer.out[stream->writer.length++] = 0x78; // deflate, 32 KiB window
    stream->writer.out[stream->writer.length++] = 0x01; // fastest; (0x78 << 8 | 0x01) % 31 == 0
    return stream;
}

/// Compresses the buffered input as one block.
static int flush_block(run_deflate *stream) {
    if (stream->block_length == 0) return 0;
    if (reserve(stream, stream->block_length) != 0) return -1;
    stream->adler = libdeflate_adler32(stream->adler, stream->block, stream->block_length);
    write_block(&stream->writer, stream->block, stream->block_length, stream->tokens, stream->length_code);
    stream->block_length = 0;
    return 0;
}

int catalog_png_run_deflate_write(run_deflate *stream, const uint8_t *data, size_t length) {
    while (length > 0) {
        size_t take = BLOCK_INPUT - stream->block_length < length ? BLOCK_INPUT - stream->block_length : length;
        memcpy(stream->block + stream->block_length, data, take);
        stream->block_length += take;
        data += take;
        length -= take;
        // Blocks are cut every BLOCK_INPUT bytes of input, however the input arrives: equal input, equal bytes.
        if (stream->block_length == BLOCK_INPUT && flush_block(stream) != 0) return -1;
    }
    return 0;
}

int catalog_png_run_deflate_write_zeros(run_deflate *stream, size_t length) {
    while (length > 0) {
        size_t take = BLOCK_INPUT - stream->block_length < length ? BLOCK_INPUT - stream->block_length : length;
        memset(stream->block + stream->block_length, 0, take);
        stream->block_length += take;
        length -= take;
        if (stream->block_length == BLOCK_INPUT && flush_block(stream) != 0) return -1;
    }
    return 0;
}

uint8_t *catalog_png_run_deflate_finish(run_deflate *stream, size_t *length) {
    if (flush_block(stream) != 0 || reserve(stream, 0) != 0) return NULL;
    bit_writer *writer = &stream->writer;
    put_bits(writer, 1 | 1 << 1, 3); // final, fixed Huffman, holding only its end-of-block code (seven 0 bits)
    put_bits(writer, 0, 7);
    align_to_byte(writer);
    for (int shift = 24; shift >= 0; shift -= 8) writer->out[writer->length++] = (uint8_t)(stream->adler >> shift);
    uint8_t *out = writer->out;
    *length = writer->length;
    writer->out = NULL;
    return out;
}

void catalog_png_run_deflate_close(run_deflate *stream) {
    if (!stream) return;
    free(stream->block);
    free(stream->tokens);
    free(stream->writer.out);
    free(stream);
}
