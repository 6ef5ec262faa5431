/* Export and calling-convention macros (cJSON): the declarations read as the functions they are. */
#ifndef API_H
#define API_H
#define CJSON_CDECL __cdecl
#define CJSON_PUBLIC(type) __declspec(dllexport) type CJSON_STDCALL

/* cJSON Types: */
#define cJSON_Invalid (0)
#define cJSON_False  (1 << 0)

/* Parse a text. */
CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);
/* Print it. */
CJSON_PUBLIC(char *) cJSON_Print(const cJSON *item);
CJSON_PUBLIC(void) cJSON_Delete(cJSON *item);
#endif
