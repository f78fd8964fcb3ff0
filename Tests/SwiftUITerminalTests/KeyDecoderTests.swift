import Testing

@testable import SwiftUITerminal

/// The key decoder on real sequences, sequences split across reads, broken ones and random bytes.
@Suite struct KeyDecoderTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test func plainKeys() {
    #expect(decode("a\r\t\u{7F}") == [.character("a"), .enter, .tab, .backspace])
    #expect(decode("é→") == [.character("é"), .character("→")])
    #expect(decode("\u{03}") == [.interrupt])
  }

  @Test func escapeSequences() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(
      decode("\u{1B}OA\u{1B}[Z\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.up, .backTab, .pageUp, .pageDown, .delete])
    #expect(decode("\u{1B}[1;5C") == [.right], "modifiers are ignored")
    #expect(decode("\u{1B}[15~\u{1B}OP") == [.function(5), .function(1)])
  }

  @Test func loneEscapeWaitsForQuiet() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(decode("\u{1B}q") == [.escape, .character("q")])
  }

  @Test func sequencesSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "5")]).isEmpty)
    #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "x")]) == [.pageUp, .character("x")])
    let euro = Array("€".utf8)
    #expect(decoder.feed(euro[0..<1]).isEmpty)
    #expect(decoder.feed(euro[1...]) == [.character("€")])
  }

  @Test func brokenSequencesAreDroppedAndWhatFollowsSurvives() {
    #expect(decode("\u{1B}[12;\u{1B}[A") == [.unknown, .up])
    #expect(decode("\u{1B}[1;2\rq") == [.unknown, .enter, .character("q")])
    #expect(decode("\u{1B}[") == [.unknown])
    #expect(decode("\u{1B}[99x") == [.unknown])
    let overlong = "\u{1B}[" + String(repeating: "1", count: 100) + "A" + "z"
    let keys = decode(overlong)
    #expect(keys.last == .character("z"))
    #expect(!keys.contains(.up))
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    let keys = decoder.feed([0xFF, 0xC3, 0x28, 0xE2, 0x82, UInt8(ascii: "a"), 0xC0, 0xAF]) + decoder.flush()
    #expect(keys.contains(.character("a")))
    #expect(
      !keys.contains {
        if case .character(let scalar) = $0 { return scalar.value > 0x7F } else { return false }
      })
  }

  @Test func sgrMouseReports() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press(button: 0), column: 9, row: 4))])
    #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release(button: 0), column: 9, row: 4))])
    #expect(decode("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0))])
    #expect(decode("\u{1B}[<65;3;7M") == [.mouse(MouseEvent(kind: .wheelDown, column: 2, row: 6))])
    #expect(decode("\u{1B}[<32;4;4M") == [.mouse(MouseEvent(kind: .drag(button: 0), column: 3, row: 3))])
    #expect(decode("\u{1B}[<0;0;5M") == [.unknown], "cells count from 1")
    #expect(decode("\u{1B}[<0;5M") == [.unknown])
    #expect(decode("\u{1B}[<0;99999999999;5M").count == 1)
  }

  @Test func randomByteStreamsNeverCrashOrHang() {
    var random = SeededRandom(seed: 42)
    let interesting: [UInt8] = [
      0x1B, UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: ";"), UInt8(ascii: "M"),
      UInt8(ascii: "O"), UInt8(ascii: "1"), UInt8(ascii: "~"), 0xE2, 0x82, 0xAC, 0xC3, 0xFF, 0x0D,
    ]
    for round in 0..<300 {
      var decoder = KeyDecoder()
      var produced = 0
      for _ in 0..<20 {
        let count = Int.random(in: 0...40, using: &random)
        let bytes = (0..<count).map { _ in
          round % 2 == 0
            ? UInt8.random(in: 0...255, using: &random) : interesting.randomElement(using: &random)!
        }
        produced += decoder.feed(bytes).count
      }
      produced += decoder.flush().count
      #expect(!decoder.hasPending, "flush settles everything")
      #expect(produced >= 0)
    }
  }

  @Test func keyEscapesForSnapshots() {
    #expect(KeyEscapes.bytes("a\\t\\r\\e\\\\\\x41") == [0x61, 0x09, 0x0D, 0x1B, 0x5C, 0x41])
  }
}
