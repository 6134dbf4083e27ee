
extension TerminalInfo {
    /// What file descriptor `descriptor` is attached to, asked of the system.
    package static func probe(descriptor: Int32) -> TerminalInfo {
        guard isatty(descriptor) == 1 else { return TerminalInfo(isTerminal: false) }
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        let columns = ioctl(descriptor, request, &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        return TerminalInfo(isTerminal: true, columns: columns)
    }
}
