import Foundation

/// The cases of the message catalog, as its source declares them: what tests compare their samples and the
/// messages they reach with, since a catalog whose cases carry values cannot list them itself.
package enum CatalogCases {
    /// Every case name, in the order `Sources/QuoteMessages/Catalog.swift` declares them.
    package static let names: [String] = {
        let source = String(decoding: Fixture.source("Sources/QuoteMessages/Catalog.swift"), as: UTF8.self)
        return source.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/    case (\w+)(\(.*\))?/#).map { String($0.output.1) }
        }
    }()

    /// The name of the case `message` is, without its values.
    package static func name(of message: Any) -> String {
        Mirror(reflecting: message).children.first?.label ?? String(describing: message)
    }
}
