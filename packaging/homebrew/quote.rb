# Homebrew formula for quote, built from source with SwiftPM as SwiftLint's and SwiftFormat's are.
# Homebrew (4.6.4 on) loads formulae only from taps: README's lines copy this file into a local tap, with this
# clone's absolute path written into `repository`. Loaded from the clone itself (HOMEBREW_DEVELOPER set) it
# finds the clone from where it sits, two folders up. Either way it builds the clone's committed `main`.
class Quote < Formula
  desc "Fast, never-hanging quote of the day for shells, prompts and status lines"
  repository = "file://#{File.expand_path("../..", __dir__)}"
  homepage repository
  head repository, using: :git, branch: "main"
  license "MIT"

  # Package.swift's platform. On it Homebrew already refuses to build with an Xcode or Command Line Tools older
  # than 16, so Swift 6 is there without asking for the whole of Xcode.
  depends_on macos: :sequoia

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "quote"
    bin.install ".build/release/quote"
    man1.install "man/quote.1"
    (man/"ko/man1").install "man/ko/quote.1"
    generate_completions_from_executable(bin/"quote", "completions")
  end

  test do
    record = JSON.parse(shell_output("#{bin}/quote --offline --json --no-cache"))
    assert_equal "builtin", record["source"]
    refute_empty record["content"]
    assert_match "quote", shell_output("#{bin}/quote --version")
  end
end
