#define _GNU_SOURCE
#include "CRegex.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>

struct quote_regex {
#ifdef __GLIBC__
    struct re_pattern_buffer buffer;
#else
    regex_t compiled;
#endif
};

#ifdef __GLIBC__

quote_regex *quote_regex_compile(const char *pattern, size_t length, const char **error) {
    quote_regex *regex = calloc(1, sizeof *regex);
    if (regex == NULL || (regex->buffer.fastmap = malloc(256)) == NULL) {
        free(regex);
        *error = "out of memory";
        return NULL;
    }
    // What re_comp does, on a buffer of our own: the syntax re_syntax_options holds until someone sets it, Emacs's;
    // re_compile_pattern anchors ^ and $ at newlines.
    re_syntax_options = RE_SYNTAX_EMACS;
    const char *message = re_compile_pattern(pattern, length, &regex->buffer);
    if (message != NULL) {
        regfree(&regex->buffer);
        free(regex);
        *error = message;
        return NULL;
    }
    re_compile_fastmap(&regex->buffer);
    return regex;
}

int quote_regex_search(quote_regex *regex, const char *text, size_t length) {
    return re_search(&regex->buffer, text, (regoff_t)length, 0, (regoff_t)length, NULL) >= 0;
}

void quote_regex_free(quote_regex *regex) {
    if (regex == NULL) return;
    regfree(&regex->buffer);
    free(regex);
}

#else

static char last_error[256];

quote_regex *quote_regex_compile(const char *pattern, size_t length, const char **error) {
    quote_regex *regex = calloc(1, sizeof *regex);
    char *copy = strndup(pattern, length);
    if (regex == NULL || copy == NULL) {
        free(regex);
        free(copy);
        *error = "out of memory";
        return NULL;
    }
    int code = regcomp(&regex->compiled, copy, REG_NEWLINE | REG_NOSUB);
    free(copy);
    if (code != 0) {
        regerror(code, &regex->compiled, last_error, sizeof last_error);
        free(regex);
        *error = last_error;
        return NULL;
    }
    return regex;
}

int quote_regex_search(quote_regex *regex, const char *text, size_t length) {
    // REG_STARTEND (the BSDs, macOS): the text's bounds, no NUL needed.
    regmatch_t bounds[1] = {{0, (regoff_t)length}};
    return regexec(&regex->compiled, text, 1, bounds, REG_STARTEND) == 0;
}

void quote_regex_free(quote_regex *regex) {
    if (regex == NULL) return;
    regfree(&regex->compiled);
    free(regex);
}

#endif
