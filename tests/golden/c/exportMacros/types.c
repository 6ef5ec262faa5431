/* Capitals type names are types, not macros (a break-it trial: these functions had been lost). */
typedef struct { int v; } FOO_T;
struct LIST_HEAD { int n; };
enum ERR_CODE { OK_CODE, BAD_CODE };
typedef unsigned int MY_UINT;
static int helper(int x) { return x; }
const FOO_T * get_foo(void) { helper(1); return 0; }
static FOO_T make_foo(void) { FOO_T f; helper(2); return f; }
struct LIST_HEAD * get_list(void) { helper(3); return 0; }
enum ERR_CODE check(void) { helper(4); return OK_CODE; }
unsigned MY_UINT to_uint(int x) { helper(5); return x; }
static void * MY_CDECL alloc_it(int n) { helper(6); return 0; }
FOO_T MY_CDECL plain_it(int n) { helper(7); return 0; }
int * MY_CDECL star_it(int n) { helper(8); return 0; }
MY_API
int split_api(int a) { helper(9); return a; }
FOO_T
make_gnu(void) { FOO_T f; helper(10); return f; }
