/// What "did you mean" offers for a mistyped word: the nearest of the words that would have been understood.
package enum Suggestion {
    /// The candidate nearest to `word`, when it is near enough to be a typo of it.
    ///
    /// Near enough: at most two edits (a letter added, dropped, changed, or two neighbours swapped), and fewer
    /// than half of `word`'s letters. `nil` when none is, or when two are equally near. Letter case does not count.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let ranked = candidates.map { (candidate: $0, distance: distance(typed, Array($0.lowercased()))) }
            .filter { $0.distance > 0 && $0.distance <= 2 && $0.distance * 2 < max(typed.count, 2) }
            .sorted { $0.distance < $1.distance }
        guard let best = ranked.first, ranked.dropFirst().first?.distance != best.distance else { return nil }
        return best.candidate
    }

    /// The edits between `a` and `b` (optimal string alignment: insertions, deletions, substitutions and
    /// transpositions of neighbours, each counting one).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
