extension String {
    /// `bytes` read as Latin-1, each byte the character of its value: a text in any 8-bit encoding, nothing lost
    /// (its bytes are its characters' values again) and nothing refused.
    package init(latin1 bytes: Data) {
        self.init(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

extension Data {
    /// The UTF-8 bytes of `text`: what the files `quote` writes hold.
    ///
    /// Copied through an array, not with `Data(text.utf8)`: that goes through `Data`'s initializer from any
    /// sequence, whose first use cost a run 0.14 M instructions, a fifteenth of a local run's own.
    package init(utf8 text: String) {
        self.init(Array(text.utf8))
    }
}
