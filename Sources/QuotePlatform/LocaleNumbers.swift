/// How the C library's locale writes numbers, as a C program that calls `setlocale(LC_ALL, "")` writes them.
package enum LocaleNumbers {
    /// The decimal separator of the locale the environment names for numbers (`LC_ALL`, then `LC_NUMERIC`, then
    /// `LANG`), as the C library finds it (`LOCPATH` included): `,` under `de_DE.UTF-8`; `.` in the C locale, or
    /// where the locale named is not installed, as for fortune(6).
    ///
    /// Asked only where a number is written as fortune writes it (`quote fortune -f`): loading a locale costs a
    /// run that writes no such number nothing. The process's numeric locale is C again afterwards.
    package static func decimalSeparator() -> String {
        guard setlocale(LC_NUMERIC, "") != nil else { return "." }
        defer { setlocale(LC_NUMERIC, "C") }
        guard let point = localeconv()?.pointee.decimal_point, point.pointee != 0 else { return "." }
        return String(cString: point)
    }
}
