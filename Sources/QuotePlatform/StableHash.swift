/// A hash that is the same in every process and on every machine (Swift's `Hasher` is seeded anew in each), for what
/// must come out alike at every run: the collection's quote of a window, the name of `--every`'s file.
package enum StableHash {
    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    package static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
