import QuotePlatform

/// How `quote fortune` chooses among fortune files, as fortune(6) does: each file its share of the draw.
///
/// Shares are in percent. Operands may give a file or a folder a percentage (`30% funny`); the rest is shared among the others
/// by how many entries they hold, or equally with `-e`. A folder's percentage is shared among its files the same
/// way.
package enum FortuneDraw {
    /// One operand: a file or a folder's files, and the percentage given it, if any.
    package struct Item: Sendable {
        /// The files it stands for, with how many entries each holds.
        package var files: [(path: String, count: Int)]
        /// The percentage given it (`30%`), if any.
        package var percent: Double?

        /// Creates an item.
        package init(files: [(path: String, count: Int)], percent: Double?) {
            self.files = files
            self.percent = percent
        }
    }

    /// Why the percentages cannot be kept.
    package enum Problem: Error, Equatable, Sendable {
        /// They add up to more than 100: the total.
        case over(Double)
        /// They add up to 100 and leave nothing for files given none: the first such.
        case nothingLeft(for: String)
    }

    /// Each file's share of the draw, in percent, in the order given; files with no entries get none.
    ///
    /// - Parameter equally: whether shares not given are equal (`-e`) rather than by entries.
    /// - Throws: ``Problem`` when the percentages given cannot be kept.
    package static func shares(_ items: [Item], equally: Bool) throws(Problem) -> [(path: String, percent: Double)] {
        let given = items.compactMap { $0.percent }.reduce(0, +)
        guard given <= 100 + 1e-9 else { throw .over(given) }
        let open = items.filter { $0.percent == nil && $0.files.contains { $0.count > 0 } }
        let rest = 100 - given
        if let first = open.first, rest <= 1e-9 { throw .nothingLeft(for: first.files[0].path) }
        // The files that share what no percentage took, as one pool.
        let pool = open.flatMap { $0.files }
        return items.flatMap { item in
            if let percent = item.percent {
                split(percent, among: item.files, of: item.files, equally: equally)
            } else {
                split(rest, among: item.files, of: pool, equally: equally)
            }
        }
    }

    /// The parts of `files` (with entries) in `percent` shared among `pool`'s files with entries, by their entries
    /// or equally.
    private static func split(
        _ percent: Double, among files: [(path: String, count: Int)], of pool: [(path: String, count: Int)], equally: Bool
    ) -> [(path: String, percent: Double)] {
        let used = pool.filter { $0.count > 0 }
        let total = equally ? Double(used.count) : Double(used.map { $0.count }.reduce(0, +))
        guard total > 0 else { return [] }
        return files.filter { $0.count > 0 }.map { ($0.path, percent * (equally ? 1 : Double($0.count)) / total) }
    }

    /// The file a draw `random` (in [0, 1)) falls on, by the shares.
    package static func pick(_ shares: [(path: String, percent: Double)], random: Double) -> String? {
        let total = shares.map { $0.percent }.reduce(0, +)
        var point = random * total
        for share in shares {
            if point < share.percent { return share.path }
            point -= share.percent
        }
        return shares.last?.path
    }
}
