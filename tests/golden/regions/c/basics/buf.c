/* This file is C: .c and .h both map to the c language. */
#include "buf.h"
#include <stdlib.h>

int buf_count = 0;

static size_t grow(size_t cap) { return cap * 2; }

/**
 * Creates a buffer.
 * @param cap initial capacity in bytes
 * @return a new buffer, or NULL
 */
buf_t *buf_new(size_t cap) {
    buf_t *b = malloc(sizeof *b);
    struct local { int x; };
    return b;
}

void buf_free(buf_t *b) { free(b); }
