#ifndef CATALOG_CURL_SHIM_H
#define CATALOG_CURL_SHIM_H

#include <curl/curl.h>

// Typed wrappers for libcurl's variadic setters and getters, which Swift cannot call.

CURLcode catalog_curl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode catalog_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode catalog_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode catalog_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);

typedef size_t (*catalog_curl_data_callback)(char *data, size_t size, size_t count, void *context);
CURLcode catalog_curl_easy_setopt_write_function(CURL *handle, catalog_curl_data_callback callback);
CURLcode catalog_curl_easy_setopt_header_function(CURL *handle, catalog_curl_data_callback callback);

CURLcode catalog_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode catalog_curl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value);
CURLcode catalog_curl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);
CURLcode catalog_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

CURLMcode catalog_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

#endif
