import QuotePlatform

/// How a draw is shared among the files of a selection, as fortune(6) shares it: a node given a percentage keeps
/// it exactly; what is left goes to the others by how many entries they hold (or equally, `-e`); a folder's share
/// goes to its files the same way.
extension FortuneSelection {
    /// One file's share of the draw.
    package struct Share: Sendable {
        /// The node the file belongs to, by its place in ``nodes``.
        package var node: Int
        /// The file.
        package var file: FortuneFile
        /// Its share, in percent.
        package var percent: Double
    }

    /// Each node's share, in percent, in the order of ``nodes``.
    ///
    /// - Parameter equally: whether nodes given no percentage share what is left equally (`-e`), rather than by
    ///   their entries.
    package func nodeShares(equally: Bool) -> [Double] {
        let rest = Double(100 - nodes.compactMap { $0.percent }.reduce(0, +))
        let open = nodes.filter { $0.percent == nil }
        let whole = equally ? Double(open.count) : Double(open.reduce(0) { $0 + $1.count })
        return nodes.map { node in
            if let percent = node.percent { return Double(percent) }
            guard whole > 0 else { return 0 }
            return rest * (equally ? 1 : Double(node.count)) / whole
        }
    }

    /// Each file's share, in percent, in the list's order: a node's share among its files by their entries, or
    /// equally among those that hold any.
    package func shares(equally: Bool) -> [Share] {
        zip(nodes.indices, nodeShares(equally: equally)).flatMap { index, share -> [Share] in
            let node = nodes[index]
            let holding = node.files.filter { $0.count > 0 }
            let whole = equally ? Double(holding.count) : Double(node.count)
            return node.files.map { file in
                let part = file.count == 0 || whole == 0 ? 0 : share * (equally ? 1 : Double(file.count)) / whole
                return Share(node: index, file: file, percent: part)
            }
        }
    }

    /// What `-f` writes: each node's share and name, then, for a folder, each of its files' share and own name,
    /// indented, as fortune lays them out (`printf("%5.2f%% %s")`), with the locale's `decimalSeparator`
    /// (``LocaleNumbers/decimalSeparator()``: `100,00%` under `de_DE`).
    package func listing(equally: Bool, decimalSeparator: String = ".") -> String {
        let shares = shares(equally: equally)
        let text = { (percent: Double) in Self.percentText(percent, decimalSeparator: decimalSeparator) }
        var lines: [String] = []
        for (index, share) in nodeShares(equally: equally).enumerated() {
            lines.append("\(text(share)) \(nodes[index].name)")
            guard nodes[index].isFolder else { continue }
            for file in shares where file.node == index {
                lines.append("    \(text(file.percent)) \(Path.name(of: file.file.path))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A share as fortune writes it, `%5.2f%%`: ` 6.91%`, `30.00%`, `100.00%`.
    static func percentText(_ percent: Double, decimalSeparator: String = ".") -> String {
        let hundredths = Int((percent * 100).rounded())
        let fraction = String(hundredths % 100)
        let text = "\(hundredths / 100)\(decimalSeparator)\(fraction.count == 1 ? "0" + fraction : fraction)"
        return String(repeating: " ", count: max(0, 5 - text.count)) + text + "%"
    }
}
