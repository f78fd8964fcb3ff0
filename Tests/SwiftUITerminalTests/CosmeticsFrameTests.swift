import SwiftUI
import Testing

@testable import SwiftUITerminal

private let longRow = "San Pedro de Atacama, August 3 to August 9, 6 nights"

private struct LongSidebar: View {
  @State private var selection: String?

  var body: some View {
    NavigationSplitView {
      List([longRow, "Lima"], id: \.self, selection: $selection) { row in
        NavigationLink(row, value: row)
      }
      .navigationTitle("Trips")
    } detail: {
      Text("Detail")
        .toolbar { Button("Delete trip", systemImage: "trash", role: .destructive) {} }
    }
  }
}

private struct SwipeRows: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(["Mexico City, July 9 to July 16, 7 nights", "Lima"], id: \.self) { row in
          Text(row)
            .swipeActions {
              Button("Delete", role: .destructive) {}
            }
        }
      }
      .navigationTitle("Trips")
    }
  }
}

private struct HalfSheet: View {
  @State private var shows = false
  var body: some View {
    Button("Show") { shows = true }
      .sheet(isPresented: $shows) {
        Text("On the card")
          .padding()
          .presentationDetents([.medium])
      }
  }
}

private struct Question: View {
  @State private var asks = true
  var body: some View {
    VStack {
      Spacer()
      Button("Share") { asks = true }
        .confirmationDialog("Share Lima", isPresented: $asks, titleVisibility: .visible) {
          Button("Copy Link") {}
          Button("Mail") {}
        }
      Spacer()
    }
  }
}

/// How the terminal draws what a person reads at a glance: rows cut with "…", swipe actions beside
/// the text they cover, cards with sides, dialogs with the same margins everywhere, clear icons.
@MainActor
@Suite struct CosmeticsFrameTests {
  private func lines(_ session: TerminalSession) -> [String] {
    session.text.split(separator: "\n").map(String.init)
  }

  @Test func aSidebarRowTooLongForItsColumnEndsWithAnEllipsis() throws {
    let session = TerminalSession.sample(.iPadAir11, columns: 120, rows: 60) { LongSidebar() }
    let row = try #require(lines(session).first { $0.contains("San Pedro") })
    #expect(row.contains("…"), "the row says it is cut: \(row)")
    #expect(row.contains("› │") || row.contains("…  ›") || row.contains("… ›"), "its chevron shows: \(row)")
  }

  @Test func aRevealedSwipeActionSitsBesideTheRowsTextCutWithAnEllipsis() throws {
    let session = TerminalSession.sample(columns: 120, rows: 60) { SwipeRows() }
    session.press("s")
    let row = try #require(lines(session).first { $0.contains("Delete") })
    #expect(row.contains("Mexico City"), "the row's text still starts: \(row)")
    let cut = try #require(row.range(of: "…"), "the row's text is cut before the action: \(row)")
    let action = try #require(row.range(of: "Delete"))
    #expect(cut.upperBound < action.lowerBound)
    #expect(row[cut.upperBound..<action.lowerBound].contains(" "), "a space between them: \(row)")
  }

  @Test func aHalfHeightSheetIsACardWithSides() throws {
    let session = TerminalSession.sample { HalfSheet() }
    session.press("\r")
    let all = lines(session)
    let top = try #require(all.firstIndex { $0.contains("━━━━━") }, "\(session.text)")
    let content = try #require(all.firstIndex { $0.contains("On the card") }, "\(session.text)")
    for row in all[(top + 1)...content] {
      // The device's two sides and the card's two sides.
      #expect(row.filter { $0 == "│" }.count == 4, "the card's sides: \(row)")
    }
  }

  @Test(arguments: [DeviceProfile.iPhone17, .iPadAir11])
  func aDialogHasNoBlankRowAboveItsTitleOrBelowItsLastButton(device: DeviceProfile) throws {
    let session = TerminalSession.sample(device, columns: 120, rows: 60) { Question() }
    let all = lines(session)
    let title = try #require(all.firstIndex { $0.contains("Share Lima") }, "\(session.text)")
    let mail = try #require(all.firstIndex { $0.contains("Mail") })
    #expect(all[title - 1].contains("╭"), "the title is right under the top edge:\n\(session.text)")
    #expect(all[mail + 1].contains("╰"), "the last button is right above the bottom edge:\n\(session.text)")
  }

  @Test func deleteIsNotDrawnAsAClosingCross() {
    let session = TerminalSession.sample(.iPadAir11, columns: 120, rows: 60) { LongSidebar() }
    let text = session.text
    #expect(!text.contains("✕"), "✕ reads as close:\n\(text)")
    #expect(text.contains("⌫"))
  }
}
