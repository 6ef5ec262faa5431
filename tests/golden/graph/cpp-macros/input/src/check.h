#ifndef CHECK_H
#define CHECK_H

#define CHECK_BUFFER 16
#ifdef NDEBUG
#  define CHECK(cond) ((void)0)
#else
#  define CHECK(cond) report(#cond, cond)
#endif

void report(const char* what, int ok);

#endif
