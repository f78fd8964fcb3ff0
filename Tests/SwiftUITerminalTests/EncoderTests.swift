import SwiftUI
import Testing

@testable import SwiftUITerminal

/// The ANSI output: minimal redraws, and no colour at all under NO_COLOR.
@MainActor
@Suite struct EncoderTests {
  /// Every SGR sequence in the output.
  func sgrSequences(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var result: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(where: { $0.isLetter }) else { break }
      if after[end] == "m" { result.append(String(after[..<end])) }
      rest = after[after.index(after: end)...]
    }
    return result
  }

  func usesColor(_ sequence: String) -> Bool {
    sequence.split(separator: ";").contains { part in
      guard let number = Int(part) else { return false }
      return (30...49).contains(number) || (90...107).contains(number)
    }
  }

  @Test func noColorMeansNoColourCodes() {
    let session = TerminalSession.sample(.iPadAir11, usesColor: false) { SampleTrips() }
    session.press("\r")
    session.press("\u{1B}[Z\r")  // The alert, with a destructive button.
    var encoder = ANSIEncoder(allowsColor: false)
    encoder.encode(session.render())
    let sequences = sgrSequences(encoder.output)
    #expect(!sequences.isEmpty, "attributes are still used")
    #expect(!sequences.contains(where: usesColor))
    #expect(sequences.contains { $0.contains("7") }, "the focus is reversed")
  }

  @Test func colourWhenAllowed() {
    let session = TerminalSession.sample(.iPadAir11, usesColor: true) { SampleTrips() }
    session.press("\r")
    var encoder = ANSIEncoder(allowsColor: true)
    encoder.encode(session.render())
    #expect(sgrSequences(encoder.output).contains(where: usesColor))
  }

  @Test func sixteenColourTerminalsGetOnlyTheANSIColours() {
    let session = TerminalSession.sample(.iPadAir11, usesColor: true) { SampleTrips() }
    session.press("\r")
    session.press("\u{1B}[Z\r")  // The alert, with a destructive button.
    var encoder = ANSIEncoder(colors: .ansi16)
    encoder.encode(session.render())
    let sequences = sgrSequences(encoder.output)
    #expect(!sequences.contains { $0.contains("38;5") || $0.contains("48;5") })
    let numbers = Set(sequences.flatMap { $0.split(separator: ";").compactMap { Int($0) } })
    #expect(numbers.contains(94), "the accent is bright blue")
    #expect(numbers.contains(91), "the destructive button is bright red")
    #expect(numbers.allSatisfy { $0 < 10 || (30...47).contains($0) || (90...107).contains($0) })
  }

  @Test func paletteColoursMapToTheANSIColourOfTheirHue() {
    func ansi(_ index: UInt8) -> Int? { TerminalColor.indexed(index).ansi16Index }
    #expect((0..<16).allSatisfy { ansi(UInt8($0)) == $0 }, "the ANSI colours are themselves")
    #expect((0...255).allSatisfy { (0..<16).contains(ansi(UInt8($0)) ?? -1) })
    #expect(TerminalColor.default.ansi16Index == nil)
    #expect(ansi(33) == 12, "the accent (0, 135, 255): bright blue, not cyan")
    #expect(ansi(203) == 9, "destructive (255, 95, 95): bright red")
    #expect(ansi(25) == 4, "the selection (0, 95, 175): blue")
    #expect(ansi(41) == 2 || ansi(41) == 10, "a switch that is on: green")
    #expect(ansi(214) == 11, "orange: bright yellow")
    #expect(ansi(16) == 0 && ansi(231) == 15, "black and white")
    #expect(ansi(238) == 8 && ansi(245) == 8, "separators and secondary text: dark grey")
    #expect(ansi(252) == 7, "a light grey")
  }

  @Test func configurationFollowsNoColor() {
    let configuration = TerminalConfiguration()
    let expected = (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    #expect(configuration.usesColor == expected)
    let forced = try? TerminalConfiguration.parse(["--no-color"])
    #expect(forced?.usesColor == false)
  }

  @Test func unchangedFramesCostNothingAndChangesAreLocal() {
    var grid = CellGrid(width: 20, height: 5)
    grid.write("Hello", x: 2, y: 1, style: CellStyle(.bold))
    var encoder = ANSIEncoder(allowsColor: true)
    encoder.encode(grid)
    #expect(String(decoding: encoder.output, as: UTF8.self).contains("\u{1B}[2J"))
    encoder.encode(grid)
    #expect(encoder.output.isEmpty)
    grid.write("J", x: 2, y: 1, style: CellStyle(.bold))
    encoder.encode(grid)
    let text = String(decoding: encoder.output, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[2;3H"))
    #expect(text.contains("J") && !text.contains("ello"))
    grid.reset(width: 30, height: 5)
    encoder.encode(grid)
    #expect(String(decoding: encoder.output, as: UTF8.self).contains("\u{1B}[2J"), "a new size redraws all")
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("日本x", x: 0, y: 0, style: .plain)
    #expect(grid.line(0) == "日本x")
    grid.write("abcdefgh", x: 0, y: 0, style: .plain, limit: 4)
    #expect(grid.line(0) == "abc…x")
  }
}
