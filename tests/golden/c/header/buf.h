/* Buffer utilities. */
#ifndef BUF_H
#define BUF_H

#include <stddef.h>
#include "config.h"

/** Maximum size. */
#define BUF_MAX 4096
#define MIN(a, b) ((a) < (b) ? (a) : (b))

/** A growable buffer. */
typedef struct buf {
    char *data;  /* bytes */
    size_t len;
} buf_t;

struct node { int v; struct node *next; };

enum color { RED, GREEN = 2 };

typedef int (*cmp_fn)(const void *, const void *);

/// Creates a buffer.
buf_t *buf_new(size_t cap);

/* Appends bytes. */
int buf_append(buf_t *b, const char *s, size_t n, ...);

static int helper(int x) { return x; }

extern int buf_count;

const char *buf_name(const buf_t *b) { return b->data; }
#endif
