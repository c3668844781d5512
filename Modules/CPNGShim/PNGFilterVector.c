// The adaptive filter choice and the Average and Paeth filters with AVX2 intrinsics, 32 bytes a turn. The compiler
// vectorises the portable loops in PNGFilters.c with 16-bit lanes throughout (Paeth's sums need more than a byte);
// here every step stays in bytes, Paeth's predictor included (see `paeth32`), and each sum is taken with `vpsadbw`.
// The choice and the bytes are the portable code's: `PNGFilterVectorTests` hold them to it on every Paeth and
// Average input.
#include "PNGFilters.h"

#if defined(__x86_64__)
#include <immintrin.h>

/// `x <= y` per unsigned byte: all ones or zero.
__attribute__((target("avx2"))) static inline __m256i at_most(__m256i x, __m256i y) {
    return _mm256_cmpeq_epi8(_mm256_min_epu8(x, y), x);
}

/// |x - y| per unsigned byte.
__attribute__((target("avx2"))) static inline __m256i distance(__m256i x, __m256i y) {
    return _mm256_or_si256(_mm256_subs_epu8(x, y), _mm256_subs_epu8(y, x));
}

/// libpng's Paeth predictor for 32 bytes: a (left), b (above) or c (above left), whichever is nearest a + b - c, in
/// bytes. pa = |b - c| and pb = |a - c| fit a byte; pc = |(b - c) + (a - c)| need not, but when the two differences
/// have the same sign pc = pa + pb, at least both, and a sum saturated at 255 still is; when they differ in sign,
/// pc = |pa - pb|, which fits. Every comparison therefore comes out as with the 16-bit sums of the portable code.
__attribute__((target("avx2"))) static inline __m256i paeth32(__m256i a, __m256i b, __m256i c) {
    __m256i pa = distance(b, c), pb = distance(a, c);
    __m256i signs_differ = _mm256_xor_si256(at_most(c, b), at_most(c, a));
    __m256i pc = _mm256_blendv_epi8(_mm256_adds_epu8(pa, pb), distance(pa, pb), signs_differ);
    __m256i use_a = _mm256_and_si256(at_most(pa, pb), at_most(pa, pc));
    __m256i b_or_c = _mm256_blendv_epi8(c, b, at_most(pb, pc));
    return _mm256_blendv_epi8(b_or_c, a, use_a);
}

/// (a + b) >> 1 per byte, without the rounding up of `vpavgb`.
__attribute__((target("avx2"))) static inline __m256i average32(__m256i a, __m256i b) {
    __m256i odd = _mm256_and_si256(_mm256_xor_si256(a, b), _mm256_set1_epi8(1));
    return _mm256_sub_epi8(_mm256_avg_epu8(a, b), odd);
}

/// Whether all 32 bytes equal their left (a) and upper (b) neighbours. Then every prediction is the byte itself:
/// sub and up are a and b, average is (x + x) >> 1, and Paeth picks a (pa = |b - c| = pb, pc = 2 pa).
__attribute__((target("avx2"))) static inline int flat32(__m256i x, __m256i a, __m256i b) {
    return _mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(x, a), _mm256_cmpeq_epi8(x, b))) == -1;
}

/// The sum of |byte as signed| over 32 bytes, added to the four 64-bit lanes of `sum`.
__attribute__((target("avx2"))) static inline __m256i add_magnitudes(__m256i sum, __m256i bytes) {
    return _mm256_add_epi64(sum, _mm256_sad_epu8(_mm256_abs_epi8(bytes), _mm256_setzero_si256()));
}

__attribute__((target("avx2"))) static inline uint64_t lanes_total(__m256i sum) {
    __m128i folded = _mm_add_epi64(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    return (uint64_t)_mm_cvtsi128_si64(folded) + (uint64_t)_mm_extract_epi64(folded, 1);
}

static inline uint8_t magnitude(uint8_t value) {
    int8_t signed_value = (int8_t)value;
    return (uint8_t)(signed_value < 0 ? -signed_value : signed_value);
}

__attribute__((target("avx2"))) int catalog_png_choose_filter_avx2(const uint8_t *row, const uint8_t *above,
                                                                   size_t length, size_t bpp) {
    // 64-bit sums, cut to 32 bits at the end as the portable code's 32-bit sums wrap: the same choice on any row.
    uint64_t sums[FILTER_COUNT] = {0};
    for (size_t i = 0; i < bpp && i < length; i++) { // no pixel to the left: a = c = 0
        sums[FILTER_NONE] += magnitude(row[i]);
        sums[FILTER_SUB] += magnitude(row[i]);
        sums[FILTER_UP] += magnitude((uint8_t)(row[i] - above[i]));
        sums[FILTER_AVERAGE] += magnitude((uint8_t)(row[i] - (above[i] >> 1)));
        sums[FILTER_PAETH] += magnitude((uint8_t)(row[i] - above[i]));
    }
    __m256i none = _mm256_setzero_si256(), sub = none, up = none, average = none, paeth = none;
    size_t i = bpp;
    for (; i + 32 <= length; i += 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(row + i));
        __m256i a = _mm256_loadu_si256((const __m256i *)(row + i - bpp));
        __m256i b = _mm256_loadu_si256((const __m256i *)(above + i));
        none = add_magnitudes(none, x);
        // A flat stretch under the same (the background beside a line of text): all four predictions are exact,
        // so only `none` adds anything.
        if (flat32(x, a, b)) continue;
        __m256i c = _mm256_loadu_si256((const __m256i *)(above + i - bpp));
        sub = add_magnitudes(sub, _mm256_sub_epi8(x, a));
        up = add_magnitudes(up, _mm256_sub_epi8(x, b));
        average = add_magnitudes(average, _mm256_sub_epi8(x, average32(a, b)));
        paeth = add_magnitudes(paeth, _mm256_sub_epi8(x, paeth32(a, b, c)));
    }
    sums[FILTER_NONE] += lanes_total(none);
    sums[FILTER_SUB] += lanes_total(sub);
    sums[FILTER_UP] += lanes_total(up);
    sums[FILTER_AVERAGE] += lanes_total(average);
    sums[FILTER_PAETH] += lanes_total(paeth);
    for (; i < length; i++) {
        uint8_t x = row[i], a = row[i - bpp], b = above[i], c = above[i - bpp];
        sums[FILTER_NONE] += magnitude(x);
        sums[FILTER_SUB] += magnitude((uint8_t)(x - a));
        sums[FILTER_UP] += magnitude((uint8_t)(x - b));
        sums[FILTER_AVERAGE] += magnitude((uint8_t)(x - (uint8_t)(((unsigned)a + b) >> 1)));
        sums[FILTER_PAETH] += magnitude((uint8_t)(x - catalog_png_paeth_predictor(a, b, c)));
    }
    int best = FILTER_NONE;
    for (int filter = FILTER_SUB; filter < FILTER_COUNT; filter++) {
        if ((uint32_t)sums[filter] < (uint32_t)sums[best]) best = filter;
    }
    return best;
}

__attribute__((target("avx2"))) void catalog_png_average_paeth_avx2(int filter, const uint8_t *row,
                                                                    const uint8_t *above, size_t length, size_t bpp,
                                                                    uint8_t *target) {
    for (size_t i = 0; i < bpp && i < length; i++) { // a = c = 0
        target[i] = (uint8_t)(row[i] - (filter == FILTER_AVERAGE ? above[i] >> 1 : above[i]));
    }
    size_t i = bpp;
    for (; i + 32 <= length; i += 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(row + i));
        __m256i a = _mm256_loadu_si256((const __m256i *)(row + i - bpp));
        __m256i b = _mm256_loadu_si256((const __m256i *)(above + i));
        __m256i predicted;
        if (flat32(x, a, b)) {
            predicted = x; // every prediction is the byte itself
        } else if (filter == FILTER_AVERAGE) {
            predicted = average32(a, b);
        } else {
            predicted = paeth32(a, b, _mm256_loadu_si256((const __m256i *)(above + i - bpp)));
        }
        _mm256_storeu_si256((__m256i *)(target + i), _mm256_sub_epi8(x, predicted));
    }
    for (; i < length; i++) {
        uint8_t a = row[i - bpp], b = above[i];
        uint8_t predicted = filter == FILTER_AVERAGE ? (uint8_t)(((unsigned)a + b) >> 1)
                                                     : catalog_png_paeth_predictor(a, b, above[i - bpp]);
        target[i] = (uint8_t)(row[i] - predicted);
    }
}

#endif
