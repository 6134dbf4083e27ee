/// A config file that could not be read or understood: one line naming the file, the line and the problem.
package struct ConfigError: Error, Equatable, Sendable {
    /// The file.
    package var path: String
    /// The line, when the problem is on one.
    package var line: Int?
    /// What is wrong.
    package var problem: String

    /// Creates an error.
    package init(path: String, line: Int?, _ problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    /// "PATH:LINE: problem".
    package var message: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(problem)"
    }
}
