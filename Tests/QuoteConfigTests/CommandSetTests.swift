import QuoteConfig
import Testing

/// The sets of commands a setting's scope names, one bit a command.
@Suite("Sets of commands", .timeLimit(.minutes(1)))
struct CommandSetTests {
    @Test("Each command is its own bit: a set holds what it was made of, and lists it in the commands' order")
    func bits() {
        #expect(CommandName.allCases.count <= UInt32.bitWidth, "a command past the 32nd would be in no set")
        for command in CommandName.allCases {
            let one = CommandSet(command)
            #expect(one.names == [command])
            #expect(CommandName.allCases.filter(one.contains) == [command], "\(command)")
        }
        let set: CommandSet = [.version, .random, .history]
        #expect(set.names == [.random, .history, .version])
        #expect(set.contains(.history) && !set.contains(.today))
        #expect(CommandSet(CommandName.allCases).names == CommandName.allCases)
        #expect(CommandSet([]).names.isEmpty)
    }

    @Test("The named sets: the commands that obtain, print, and read the settings' files")
    func namedSets() {
        #expect(CommandName.obtaining.names == [.random, .today])
        #expect(CommandName.printing.names == [.random, .today, .fortune, .last, .history, .saved])
        #expect(CommandName.readingFiles.names == CommandName.allCases.filter { ![.completions, .help, .version].contains($0) })
    }
}
