// RTLD_DEEPBIND is glibc's.
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

/// Looks up `symbol`, or says which one is missing.
static void *lookup(void *library, const char *name, const char *symbol, int *missing, char *message,
                    size_t capacity) {
    void *function = dlsym(library, symbol);
    if (function == NULL && !*missing) {
        *missing = 1;
        snprintf(message, capacity, "%s has no %s", name, symbol);
    }
    return function;
}

int quote_curl_open(const char *name, quote_curl_api *api, char *message, size_t capacity) {
    memset(api, 0, sizeof *api);
    // RTLD_DEEPBIND: libcurl and the thirty libraries it brings bind their symbols among themselves first. Without
    // it each of their 8,900 bindings looked through this program's own libraries before theirs, twice the
    // lookups: 1.6 M instructions, a tenth of a fetch, and what kept one slower than `curl -s`, which links
    // libcurl and so binds once. Nothing here is theirs to interpose: the binary exports no symbol, and has no
    // copy relocation of a library's data.
#ifdef RTLD_DEEPBIND
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL | RTLD_DEEPBIND);
#else
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
#endif
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(message, capacity, "%s", reason ? reason : name);
        return -1;
    }
    int missing = 0;
    api->global_init = lookup(library, name, "curl_global_init", &missing, message, capacity);
    api->easy_init = lookup(library, name, "curl_easy_init", &missing, message, capacity);
    api->easy_setopt = lookup(library, name, "curl_easy_setopt", &missing, message, capacity);
    api->easy_perform = lookup(library, name, "curl_easy_perform", &missing, message, capacity);
    api->easy_getinfo = lookup(library, name, "curl_easy_getinfo", &missing, message, capacity);
    api->easy_cleanup = lookup(library, name, "curl_easy_cleanup", &missing, message, capacity);
    api->easy_strerror = lookup(library, name, "curl_easy_strerror", &missing, message, capacity);
    api->slist_append = lookup(library, name, "curl_slist_append", &missing, message, capacity);
    api->slist_free_all = lookup(library, name, "curl_slist_free_all", &missing, message, capacity);
    if (missing) {
        dlclose(library);
        memset(api, 0, sizeof *api);
        return -1;
    }
    // CURL_GLOBAL_DEFAULT (CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32) is 3.
    if (api->global_init(3) != 0) {
        snprintf(message, capacity, "curl_global_init failed");
        dlclose(library);
        memset(api, 0, sizeof *api);
        return -1;
    }
    api->library = library;
    return 0;
}

quote_curl_code quote_curl_setopt_long(const quote_curl_api *api, void *handle, int option, long value) {
    return api->easy_setopt(handle, option, value);
}

quote_curl_code quote_curl_setopt_pointer(const quote_curl_api *api, void *handle, int option, const void *value) {
    return api->easy_setopt(handle, option, value);
}

quote_curl_code quote_curl_setopt_off(const quote_curl_api *api, void *handle, int option, quote_curl_off_t value) {
    return api->easy_setopt(handle, option, value);
}

quote_curl_code quote_curl_setopt_write_callback(const quote_curl_api *api, void *handle, int option,
                                                 quote_curl_write_callback callback) {
    return api->easy_setopt(handle, option, callback);
}

quote_curl_code quote_curl_setopt_progress_callback(const quote_curl_api *api, void *handle, int option,
                                                    quote_curl_progress_callback callback) {
    return api->easy_setopt(handle, option, callback);
}

quote_curl_code quote_curl_getinfo_long(const quote_curl_api *api, void *handle, int info, long *value) {
    return api->easy_getinfo(handle, info, value);
}

quote_curl_code quote_curl_getinfo_string(const quote_curl_api *api, void *handle, int info, const char **value) {
    return api->easy_getinfo(handle, info, value);
}

quote_curl_code quote_curl_getinfo_off(const quote_curl_api *api, void *handle, int info, quote_curl_off_t *value) {
    return api->easy_getinfo(handle, info, value);
}

/// `struct curl_sockaddr`, as libcurl passes it to an open-socket callback.
struct quote_curl_sockaddr {
    int family;
    int socktype;
    int protocol;
    unsigned int addrlen;
    struct sockaddr addr;
};

static int quote_open_socket(void *context, int purpose, struct quote_curl_sockaddr *address) {
    (void)purpose;
    __atomic_store_n((int *)context, 1, __ATOMIC_RELEASE);
#ifdef SOCK_CLOEXEC
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
#else
    return socket(address->family, address->socktype, address->protocol);
#endif
}

quote_curl_code quote_curl_note_sockets(const quote_curl_api *api, void *handle, int *opened) {
    quote_curl_code code = api->easy_setopt(handle, 20163, quote_open_socket);  // CURLOPT_OPENSOCKETFUNCTION
    if (code != 0) return code;
    return api->easy_setopt(handle, 10164, opened);  // CURLOPT_OPENSOCKETDATA
}

quote_curl_code quote_curl_setopt_prereq_callback(const quote_curl_api *api, void *handle,
                                                  quote_curl_prereq_callback callback, void *context) {
    quote_curl_code code = api->easy_setopt(handle, 20312, callback);  // CURLOPT_PREREQFUNCTION
    if (code != 0) return code;
    return api->easy_setopt(handle, 10313, context);  // CURLOPT_PREREQDATA
}

int quote_curl_noted(const int *opened) {
    return __atomic_load_n(opened, __ATOMIC_ACQUIRE);
}
