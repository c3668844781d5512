// Helpers for the PNG reader that never touch libpng's jumping API: the chunk CRC scan and the conversion of
// libpng's rows to 8-bit RGBA, and the merge of a file's IDAT chunks.
#include "PNGRows.h"
#include "CPNGShim.h"

#include <ctype.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void catalog_png_rows_convert(const row_layout *layout, const uint8_t *in, uint32_t width, uint8_t *out) {
    const size_t step = (size_t)layout->sample_bytes;
    if (layout->palette) {
        for (uint32_t x = 0; x < width; x++) {
            memcpy(out + 4 * (size_t)x, layout->table[in[x]], 4);
        }
        return;
    }
    switch (layout->channels) {
    case 1:
        for (uint32_t x = 0; x < width; x++) {
            uint8_t grey = in[step * x];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = grey;
            out[4 * x + 3] = 0xFF;
        }
        break;
    case 2:
        for (uint32_t x = 0; x < width; x++) {
            uint8_t grey = in[step * 2 * x];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = grey;
            out[4 * x + 3] = in[step * (2 * x + 1)];
        }
        break;
    case 3:
        for (uint32_t x = 0; x < width; x++) {
            out[4 * x] = in[step * 3 * x];
            out[4 * x + 1] = in[step * (3 * x + 1)];
            out[4 * x + 2] = in[step * (3 * x + 2)];
            out[4 * x + 3] = 0xFF;
        }
        break;
    default:
        if (step == 1) {
            memcpy(out, in, 4 * (size_t)width);
        } else {
            for (size_t i = 0; i < 4 * (size_t)width; i++) {
                out[i] = in[2 * i];
            }
        }
    }
}

static void chunk_name(const uint8_t *chunk, char name[5]) {
    for (int i = 0; i < 4; i++) {
        name[i] = isprint(chunk[4 + i]) ? (char)chunk[4 + i] : '?';
    }
    name[4] = 0;
}

int catalog_png_rows_scan_chunks(const uint8_t *data, size_t length, int verify_crcs, uint64_t *idat_bytes, char *err,
                         size_t err_length) {
    int status = 1; // until IEND is seen, libpng keeps its own checks for what the scan could not see
    uint64_t idat = 0;
    size_t offset = 8;
    while (length - offset >= 12) {
        const uint8_t *chunk = data + offset;
        char name[5];
        chunk_name(chunk, name);
        uint32_t payload = (uint32_t)chunk[0] << 24 | (uint32_t)chunk[1] << 16 | (uint32_t)chunk[2] << 8 | chunk[3];
        // The length is checked against the bytes that remain before anything can be allocated for the chunk.
        if (payload > 0x7FFFFFFFu || payload > length - offset - 12) {
            if (err && err_length > 0) {
                snprintf(err, err_length, "%s chunk claims %u bytes but only %zu remain (truncated or corrupt file)",
                         name, payload, length - offset - 12);
            }
            return CATALOG_PNG_TRUNCATED;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) {
            idat += payload;
        }
        if (verify_crcs) {
            const uint8_t *stored = chunk + 8 + payload;
            uint32_t expected =
                (uint32_t)stored[0] << 24 | (uint32_t)stored[1] << 16 | (uint32_t)stored[2] << 8 | stored[3];
            if (libdeflate_crc32(0, chunk + 4, (size_t)payload + 4) != expected) {
                if ((chunk[4] & 0x20) == 0) {
                    if (err && err_length > 0) {
                        snprintf(err, err_length, "%s chunk fails its CRC check (the file is corrupt)", name);
                    }
                    return CATALOG_PNG_BAD_CRC;
                }
                status = 2;
            }
        }
        offset += (size_t)payload + 12;
        if (memcmp(chunk + 4, "IEND", 4) == 0) {
            if (status == 1) {
                status = 0;
            }
            break;
        }
    }
    if (idat_bytes) {
        *idat_bytes = idat;
    }
    return status == 2 ? 1 : status;
}

static uint32_t read_be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

static void write_be32(uint8_t *bytes, uint32_t value) {
    bytes[0] = (uint8_t)(value >> 24);
    bytes[1] = (uint8_t)(value >> 16);
    bytes[2] = (uint8_t)(value >> 8);
    bytes[3] = (uint8_t)value;
}

uint8_t *catalog_png_rows_merge_idat(const uint8_t *data, size_t length, size_t *merged_length) {
    size_t offset = 8, first = 0, end = 0;
    uint64_t total = 0;
    int count = 0;
    while (offset + 12 <= length) {
        uint32_t payload = read_be32(data + offset);
        if (payload > length - offset - 12) {
            break;
        }
        const uint8_t *type = data + offset + 4;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (count > 0 && end != offset) {
                break;
            }
            if (count == 0) {
                first = offset;
            }
            count += 1;
            total += payload;
            end = offset + 12 + payload;
        } else if (count > 0 || memcmp(type, "IEND", 4) == 0) {
            break;
        }
        offset += 12 + (size_t)payload;
    }
    if (count < 2 || total > 0x7FFFFFFF) {
        return NULL;
    }
    size_t out_length = length - (end - first) + 12 + (size_t)total;
    uint8_t *out = malloc(out_length);
    if (!out) {
        return NULL;
    }
    memcpy(out, data, first);
    uint8_t *chunk = out + first;
    write_be32(chunk, (uint32_t)total);
    memcpy(chunk + 4, "IDAT", 4);
    uint8_t *payload = chunk + 8;
    for (size_t at = first; at < end;) {
        uint32_t size = read_be32(data + at);
        memcpy(payload, data + at + 8, size);
        payload += size;
        at += 12 + (size_t)size;
    }
    write_be32(payload, (uint32_t)libdeflate_crc32(0, chunk + 4, 4 + (size_t)total));
    memcpy(payload + 4, data + end, length - end);
    *merged_length = out_length;
    return out;
}
