import QuotePlatform

/// What stdout is attached to, as the process sees it.
package struct TerminalInfo: Equatable, Sendable {
    /// Whether stdout is a terminal.
    package var isTerminal: Bool
    /// The terminal's width in columns, when it reports one.
    package var columns: Int?

    /// Creates a description of stdout.
    package init(isTerminal: Bool, columns: Int? = nil) {
        self.isTerminal = isTerminal
        self.columns = columns
    }
}

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
