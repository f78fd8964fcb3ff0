import SwiftUI
import Testing

@testable import SwiftUITerminal

/// A failure's reason, long enough to need several lines in an alert.
private let reason =
  "Cannot open this link. There is no trip with the number 42 in your trips; it may have been deleted on another device."

private struct FailingLink: View {
  @State private var showsAlert = true
  @State private var asks = false

  var body: some View {
    VStack {
      Text("Trips")
      Button("Delete everything") { asks = true }
        .confirmationDialog(
          "Delete every trip you planned this year, with their notes and pictures?", isPresented: $asks,
          titleVisibility: .visible
        ) {
          Button("Delete All Trips", role: .destructive) {}
        } message: {
          Text("Nothing you delete here can be brought back, on this device or on any other one.")
        }
    }
    .alert("The link could not be opened on this device", isPresented: $showsAlert) {
      Button("OK") {}
    } message: {
      Text(reason)
    }
  }
}

/// Alerts and dialogs wrap their text inside the box, as iOS does, so that a reason is read whole.
@MainActor
@Suite struct AlertTextTests {
  /// The words of a text, as the frame shows them (joined across rows and box edges).
  private func shownWords(_ frame: String) -> String {
    frame.split(separator: "\n")
      .map { $0.replacingOccurrences(of: "│", with: " ") }
      .joined(separator: " ")
      .split(separator: " ").joined(separator: " ")
  }

  @Test(arguments: [DeviceProfile.iPhone17, .iPadAir11, .mac])
  func anAlertsReasonWrapsInsteadOfBeingCut(device: DeviceProfile) {
    let session = TerminalSession.sample(device, columns: 200, rows: 60) { FailingLink() }
    let text = session.text
    let words = shownWords(text)
    #expect(words.contains(reason), "the whole reason, over several rows:\n\(text)")
    #expect(words.contains("The link could not be opened on this device"), "the title wraps too:\n\(text)")
    #expect(!text.contains("…"), "nothing is cut:\n\(text)")
    #expect(session.frame.style(of: "OK") != nil, "the button still shows under the text")
  }

  @Test func aDialogsTitleAndMessageWrapInsideItsBubble() {
    let session = TerminalSession.sample(columns: 120, rows: 60) { FailingLink() }
    session.press("\r")  // OK closes the alert.
    session.press("\r")  // Delete everything.
    let text = session.text
    let words = shownWords(text)
    #expect(
      words.contains("Delete every trip you planned this year, with their notes and pictures?"),
      "the title, whole:\n\(text)")
    #expect(
      words.contains("Nothing you delete here can be brought back, on this device or on any other one."),
      "the message, whole:\n\(text)")
    #expect(text.contains("Delete All Trips"))
  }
}
