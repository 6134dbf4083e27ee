import Foundation

/// The message factories a module declares on `Message`, as the test binary's own symbol table holds them.
///
/// A message is a function, not an enum case, so nothing in the language lists them; the linker does. Read from the
/// ELF symbol table of the running test binary (every target of the package is linked into it, unstripped), each
/// name demangled by the Swift runtime, so no source text is read and no tool is run.
package enum DeclaredMessages {
    /// Why the symbols could not be read.
    package struct Unreadable: Error, CustomStringConvertible {
        package var description: String
    }

    /// The names of the factories `module` declares on `Message` (`cannotFetch`, `offlineHint`).
    package static func names(in module: String) throws -> Set<String> {
        let lead =
            module == "QuoteMessages" ? "static QuoteMessages.Message." : "static (extension in \(module)):QuoteMessages.Message."
        var names: Set<String> = []
        for symbol in try messageSymbols.get() {
            guard let demangled = demangle(symbol), demangled.hasPrefix(lead) else { continue }
            let name = demangled.dropFirst(lead.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty && name != "init" { names.insert(String(name)) }
        }
        return names
    }

    /// The symbols the running binary defines that name `Message` (`…13QuoteMessages7MessageV…`), read once.
    private static let messageSymbols = Result { try symbols(containing: "7MessageV") }

    /// The names of the symbols the running binary defines that hold `part`.
    private static func symbols(containing part: String) throws -> [String] {
        let image = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe"))
        return try image.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String] in
            func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) throws -> T {
                guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else {
                    throw Unreadable(description: "the binary ends before offset \(offset)")
                }
                return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
            }
            guard bytes.count > 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[4] == 2 else {
                throw Unreadable(description: "the test binary is not a 64-bit ELF file")
            }
            let sectionTable = Int(try read(UInt64.self, at: 0x28))
            let sectionSize = Int(try read(UInt16.self, at: 0x3A))
            let sectionCount = Int(try read(UInt16.self, at: 0x3C))
            /// A section's type, file offset, size and linked section.
            func section(_ index: Int) throws -> (type: UInt32, offset: Int, size: Int, link: Int) {
                let header = sectionTable + index * sectionSize
                return (
                    try read(UInt32.self, at: header + 4), Int(try read(UInt64.self, at: header + 0x18)),
                    Int(try read(UInt64.self, at: header + 0x20)), Int(try read(UInt32.self, at: header + 0x28))
                )
            }
            var names: [String] = []
            for index in 0..<sectionCount {
                let table = try section(index)
                guard table.type == 2 else { continue }  // SHT_SYMTAB
                let strings = try section(table.link)
                for symbol in stride(from: table.offset, to: table.offset + table.size, by: 24) {
                    guard try read(UInt16.self, at: symbol + 6) != 0 else { continue }  // undefined here
                    let start = strings.offset + Int(try read(UInt32.self, at: symbol))
                    guard start < bytes.count else { continue }
                    let name = UnsafeRawBufferPointer(rebasing: bytes[start...])
                    let length = strnlen(name.baseAddress!.assumingMemoryBound(to: CChar.self), name.count)
                    // The string table's names end in NUL, so the C library searches each in place.
                    if length < name.count, strstr(name.baseAddress!.assumingMemoryBound(to: CChar.self), part) != nil {
                        names.append(String(decoding: name.prefix(length), as: UTF8.self))
                    }
                }
            }
            return names
        }
    }

    /// `symbol` demangled, as the Swift runtime writes it; `nil` for one it does not know.
    private static func demangle(_ symbol: String) -> String? {
        guard let demangled = swiftDemangle(symbol, UInt(symbol.utf8.count), nil, nil, 0) else { return nil }
        defer { free(demangled) }
        return String(cString: demangled)
    }
}

/// The Swift runtime's demangler (`swift_demangle`, exported by libswiftCore for tools such as this).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
