import SwiftUI
import Testing

@testable import SwiftUITerminal

/// An icon beside a text in a row, as warning banners are written.
@MainActor
@Suite("An icon beside a text")
struct IconBesideTextTests {
  @Test("An icon beside a one-line text keeps a space before the text")
  func oneLine() {
    let session = TerminalSession.sample {
      HStack {
        Image(systemName: "exclamationmark.triangle")
        Text("Not saving")
        Spacer()
      }
      .padding(.horizontal)
    }
    let line = session.text.split(separator: "\n").first { $0.contains("Not saving") } ?? ""
    #expect(!line.contains("!Not"), "\(line)")
  }

  @Test("An icon beside a wrapped text keeps a space before every line of the text")
  func wrapped() {
    let session = TerminalSession.sample {
      HStack {
        Image(systemName: "exclamationmark.triangle")
        Text("Not saving: edits here are lost, another Trips app has this file (process 22908)")
        Spacer()
      }
      .padding(.horizontal)
    }
    let lines = session.text.split(separator: "\n").filter {
      $0.contains("saving") || $0.contains("another") || $0.contains("process")
    }
    #expect(lines.count >= 2, "the text wraps")
    for line in lines where line.contains("!") {
      #expect(line.contains("! "), "the icon keeps its width and a space: \(line)")
    }
  }
}
