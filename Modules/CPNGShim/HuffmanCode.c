// Huffman code construction for deflate blocks (RFC 1951 3.2.2 and 3.2.7): length-limited code lengths, canonical
// codes and the run-length coding of a code-length sequence.
#include "HuffmanCode.h"

/// Code lengths of a Huffman code for `freq` (symbols of frequency 0 get none), at most `limit` bits: when the
/// tree is deeper, the frequencies are halved (a used symbol stays used) and it is built again.
void catalog_png_huffman_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
    uint32_t weight[2 * HUFFMAN_MAX_SYMBOLS];
    int parent[2 * HUFFMAN_MAX_SYMBOLS];
    int symbols[HUFFMAN_MAX_SYMBOLS];
    uint32_t scaled[HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    for (int s = 0; s < count; s++) {
        lengths[s] = 0;
        scaled[s] = freq[s];
        if (freq[s]) symbols[used++] = s;
    }
    if (used == 0) return;
    if (used == 1) { // a one-symbol alphabet still needs a one-bit code
        lengths[symbols[0]] = 1;
        return;
    }
    for (;;) {
        // Leaves sorted by weight (insertion sort: at most 286 symbols), then the two-queue merge.
        for (int i = 1; i < used; i++) {
            int s = symbols[i], j = i;
            while (j > 0 && scaled[symbols[j - 1]] > scaled[s]) {
                symbols[j] = symbols[j - 1];
                j--;
            }
            symbols[j] = s;
        }
        for (int i = 0; i < used; i++) weight[i] = scaled[symbols[i]];
        int leaf = 0, node = used, next_node = used;
        while (next_node < 2 * used - 1) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < used && (node >= next_node || weight[leaf] <= weight[node])) {
                    pick[k] = leaf++;
                } else {
                    pick[k] = node++;
                }
            }
            weight[next_node] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next_node;
            next_node++;
        }
        // Depths from the root (the last node) down.
        uint8_t depth[2 * HUFFMAN_MAX_SYMBOLS];
        depth[2 * used - 2] = 0;
        int deepest = 0;
        for (int n = 2 * used - 3; n >= 0; n--) {
            depth[n] = (uint8_t)(depth[parent[n]] + 1);
            if (n < used && depth[n] > deepest) deepest = depth[n];
        }
        if (deepest <= limit) {
            for (int i = 0; i < used; i++) lengths[symbols[i]] = depth[i];
            return;
        }
        for (int i = 0; i < used; i++) scaled[symbols[i]] = (scaled[symbols[i]] + 1) / 2;
    }
}

/// Canonical codes (RFC 1951 3.2.2), bit-reversed for a least-significant-bit-first writer.
void catalog_png_canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    uint16_t length_count[HUFFMAN_MAX_BITS + 1] = {0};
    uint16_t next[HUFFMAN_MAX_BITS + 2] = {0};
    for (int s = 0; s < count; s++) length_count[lengths[s]]++;
    length_count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits <= HUFFMAN_MAX_BITS; bits++) {
        code = (uint16_t)((code + length_count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int s = 0; s < count; s++) {
        int length = lengths[s];
        if (!length) continue;
        uint16_t value = next[length]++, reversed = 0;
        for (int b = 0; b < length; b++) reversed |= (uint16_t)(((value >> b) & 1) << (length - 1 - b));
        codes[s] = reversed;
    }
}

/// The code-length sequence with runs as symbols 16 (repeat the previous 3-6 times), 17 (3-10 zeros) and 18
/// (11-138 zeros); each entry is symbol | extra << 8.
int catalog_png_run_length_code(const uint8_t *lengths, int total, uint16_t *items) {
    int count = 0;
    for (int i = 0; i < total;) {
        int value = lengths[i], run = 1;
        while (i + run < total && lengths[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                int take = run < 138 ? run : 138;
                items[count++] = (uint16_t)(18 | (take - 11) << 8);
                run -= take;
            }
            if (run >= 3) {
                items[count++] = (uint16_t)(17 | (run - 3) << 8);
                run = 0;
            }
        } else {
            items[count++] = (uint16_t)value;
            run--;
            while (run >= 3) {
                int take = run < 6 ? run : 6;
                items[count++] = (uint16_t)(16 | (take - 3) << 8);
                run -= take;
            }
        }
        while (run-- > 0) items[count++] = (uint16_t)value;
    }
    return count;
}
