import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct LongTitles: View {
  var title: String

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Next stop", value: 1)
      }
      .navigationTitle("Mexico City")
      .navigationDestination(for: Int.self) { _ in
        Text("The stop")
          .navigationTitle(title)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            Button("Edit") {}
            Button("Delete", systemImage: "trash", role: .destructive) {}
          }
      }
    }
  }
}

/// A navigation bar keeps its back button and items readable: a title too long for the room between
/// them is cut with "…", as UIKit truncates it.
@MainActor
@Suite struct NavigationTitleTests {
  private func barRow(_ session: TerminalSession) -> String? {
    session.text.split(separator: "\n").map(String.init).first { $0.contains("‹") }
  }

  @Test(arguments: [DeviceProfile.iPhone17, .iPhoneFold])
  func aLongTitleIsCutBeforeTheItemsAndTheBackButtonStaysReadable(device: DeviceProfile) {
    let session = TerminalSession.sample(device) {
      LongTitles(title: "San Pedro de Atacama and the Salt Flats of Uyuni")
    }
    session.press("\r")
    guard let row = barRow(session) else {
      Issue.record("no back button in\n\(session.text)")
      return
    }
    #expect(row.contains("‹ Back") || row.contains("‹ Mexico City "), "the back button reads whole: \(row)")
    #expect(row.contains("San Pedro"), "the title starts: \(row)")
    #expect(row.contains("…"), "the title is cut with an ellipsis: \(row)")
    #expect(row.contains(" Edit "), "the trailing item reads whole: \(row)")
    let title = row.range(of: "San Pedro")!
    let edit = row.range(of: "Edit")!
    let back = row.range(of: "‹")!
    #expect(back.upperBound < title.lowerBound && title.upperBound < edit.lowerBound)
    let between = row[row.index(after: back.lowerBound)..<title.lowerBound]
    #expect(between.hasSuffix(" "), "a space between the back button and the title: \(row)")
  }

  @Test func aShortTitleStaysCentredAndWhole() {
    let session = TerminalSession.sample { LongTitles(title: "Lima") }
    session.press("\r")
    let row = barRow(session) ?? ""
    #expect(row.contains("‹ Mexico City") && row.contains(" Lima ") && !row.contains("…"), "\(row)")
  }
}
