# Homebrew formula for quote, written as SwiftLint's and SwiftFormat's are: built from source with SwiftPM.
# From a clone:  brew install --HEAD ./packaging/homebrew/quote.rb
# The project has no published home yet: the formula builds the clone it sits in (QUOTE_REPOSITORY names another).
class Quote < Formula
  desc "Fast, never-hanging quote of the day for shells, prompts and status lines"
  repository = ENV.fetch("QUOTE_REPOSITORY", "file://#{File.expand_path("../..", __dir__)}")
  homepage repository
  head repository, using: :git, branch: "main"
  license "MIT"

  depends_on xcode: ["16.0", :build]
  depends_on :macos

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "quote"
    bin.install ".build/release/quote"
    man1.install "man/quote.1"
    (man/"ko/man1").install "man/ko/quote.1"
    generate_completions_from_executable(bin/"quote", "completions")
  end

  test do
    output = shell_output("#{bin}/quote --offline --json --no-cache")
    record = JSON.parse(output)
    assert_equal "builtin", record["source"]
    assert_predicate record["content"], :present?
    assert_match "quote", shell_output("#{bin}/quote --version")
  end
end
