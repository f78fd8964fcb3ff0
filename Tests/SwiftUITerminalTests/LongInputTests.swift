import ScreenRendering
import SwiftUI
import Testing

@testable import SwiftUITerminal

/// A field to type into, and a button after it.
private struct NoteScreen: View {
  @State var note: String

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $note)
        Button("Clear") { note = "" }
      }
      .navigationTitle("Note")
    }
  }
}

/// Bytes in memory, handed over as a pseudo-terminal does: at most `piece` bytes per read.
private struct Pieces: ByteSource {
  let bytes: [UInt8]
  let piece: Int
  var offset = 0
  var reads = 0

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(piece, buffer.count, bytes.count - offset)
    for index in 0..<count { buffer[index] = bytes[offset + index] }
    offset += count
    reads += 1
    return count
  }

  mutating func isReady(waiting milliseconds: Int32) -> Bool { offset < bytes.count }
}

/// Long text typed, pasted and shown in the terminal: the cost of each is what it shows or what was
/// typed, and a paste is one update of the app.
@MainActor
@Suite struct LongInputTests {
  /// A session on the note screen with the field focused.
  func focusedNote(_ note: String = "") -> TerminalSession {
    let session = TerminalSession.sample { NoteScreen(note: note) }
    let field = session.screen.firstNode { $0.role == .textField }
    if let field { session.focus(field) }
    #expect(session.focusedTextField != nil)
    return session
  }

  @Test func aPasteInManyReadsIsOneUpdate() throws {
    let session = focusedNote()
    let paste = String(repeating: "pasted text ", count: 20_000)
    var source = Pieces(bytes: Array(paste.utf8), piece: 4096)
    var input = TerminalInput()
    let updates = session.host.metrics.updates
    let keys = input.read(from: &source)
    session.handle(try #require(keys))
    #expect(source.reads == (paste.utf8.count + 4095) / 4096, "read in pieces, as a terminal hands it over")
    #expect(session.host.metrics.updates == updates + 1, "one update for the whole paste")
    let field = try #require(session.focusedTextField)
    #expect(TextFieldValue.text(of: field) == paste)
    let end = input.read(from: &source)
    #expect(end == nil, "then the input has ended")
  }

  @Test func aFloodIsTakenInBurstsAndEveryByteArrives() {
    let session = focusedNote()
    let flood = String(repeating: "x", count: 25_000)
    var source = Pieces(bytes: Array(flood.utf8), piece: 4096)
    var input = TerminalInput(burstLimit: 10_000)
    var bursts = 0
    while let keys = input.read(from: &source) {
      bursts += 1
      session.handle(keys)
    }
    #expect(bursts == 3, "10,000 + 10,000 + 5,000 bytes: the app updates and draws between bursts")
    #expect(session.focusedTextField.map(TextFieldValue.text) == flood)
  }

  @Test func keysAfterAPasteStillAct() {
    let session = focusedNote()
    var source = Pieces(bytes: Array((String(repeating: "abc ", count: 10_000) + "\tq").utf8), piece: 4096)
    var input = TerminalInput()
    while let keys = input.read(from: &source) { session.handle(keys) }
    #expect(session.wantsQuit, "Tab leaves the field, and q quits")
  }

  @Test func aLongFieldShowsItsEndWithTheCursorAfterIt() throws {
    let note = String(repeating: "0123456789", count: 10_000) + "THE END"
    let session = focusedNote(note)
    let text = session.text
    let row = try #require(text.split(separator: "\n").first { $0.contains("THE END") })
    #expect(row.contains("789THE END"), "the end of the text, up to the cursor")
    #expect(!text.contains("0123456789012345678901234567890123456789012345678901234567890123456789"))
    session.press("!")
    #expect(session.text.contains("THE END!"))
    #expect(session.focusedTextField.map(TextFieldValue.text) == note + "!")
  }

  @Test func aLongTextWrapsOverTheRowsItShows() {
    let words = (0..<20_000).map { "w\($0)" }.joined(separator: " ")
    let session = TerminalSession.sample {
      NavigationStack {
        ScrollView {
          Text(words)
        }
        .navigationTitle("Words")
      }
    }
    let rows = session.text.split(separator: "\n")
    #expect(rows.contains { $0.contains("w0 w1 w2") }, "the text starts at the top")
    let wrapped = rows.filter { $0.contains(" w") }
    #expect(wrapped.count > 10, "and fills the screen's rows")
    #expect(!rows.contains { $0.contains("…") }, "it goes on below the screen, not in an ellipsis")
  }

  @Test func measuringALongTextStopsAtWhatTheRowShows() {
    let text = String(repeating: "wide ", count: 100_000)
    #expect(CharacterWidth.of(text, upTo: 40) == 41, "it reads one column past the limit, no more")
    #expect(CharacterWidth.of("short", upTo: 40) == 5)
    let end = CharacterWidth.suffix(of: "日本語のテキスト", fitting: 5)
    #expect(end.text == "スト" && end.columns == 4, "whole wide characters only")
  }
}
