// The C library's regular expressions as fortune(6) compiles them, for `quote fortune -m`.
//
// Debian's fortune-mod is built with BSD_REGEX: it compiles with glibc's `re_comp`, whose syntax is the Emacs one
// (`\|` alternates, `\(` `\)` group, `+` and `?` repeat, no `[[:class:]]`, no `\{n\}`) with `^` and `$` at every
// newline, and matches in the C locale, byte by byte. On glibc these functions do exactly that, on a pattern
// buffer of their own; elsewhere POSIX `regcomp` in basic syntax with REG_NEWLINE, the nearest a C library has.
#ifndef QUOTE_CREGEX_H
#define QUOTE_CREGEX_H

#include <stddef.h>

/// A compiled pattern.
typedef struct quote_regex quote_regex;

/// Compiles the `length` bytes of `pattern`; NULL when it is not a pattern, `*error` then pointing at the
/// library's words for why (static storage).
quote_regex *quote_regex_compile(const char *pattern, size_t length, const char **error);

/// Whether the `length` bytes at `text` hold a match; the text need not end with a NUL.
int quote_regex_search(quote_regex *regex, const char *text, size_t length);

/// Frees a compiled pattern.
void quote_regex_free(quote_regex *regex);

#endif
