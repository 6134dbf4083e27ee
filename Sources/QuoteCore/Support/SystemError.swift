/// The system's words for an `errno` value, as `strerror` gives them ("No space left on device").
package func systemErrorMessage(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
