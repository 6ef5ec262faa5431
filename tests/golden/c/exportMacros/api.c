#include "api.h"

static void * CJSON_CDECL internal_malloc(size_t size)
{
    return malloc(size);
}

CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value)
{
    cJSON *item = internal_malloc(10);
    cJSON *next = NULL;
    return item;
}

CJSON_PUBLIC(void) cJSON_Delete(cJSON *item)
{
    cJSON *next = NULL;
    cJSON_ArrayForEach(next, item)
    {
        cJSON_Delete(next);
    }
}
