import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct Controls: View {
  @State private var size = "M"
  @State private var flavor = "Mint"
  @State private var volume = 0.5
  @State private var password = ""
  @State private var expanded = false
  @State private var day = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 30))!
  var body: some View {
    Form {
      Picker("Size", selection: $size) {
        Text("S").tag("S")
        Text("M").tag("M")
        Text("L").tag("L")
      }
      .pickerStyle(.segmented)
      Picker("Flavor", selection: $flavor) {
        Text("Mint").tag("Mint")
        Text("Lemon").tag("Lemon")
      }
      Slider(value: $volume) { Text("Volume") }
      Picker("Secret label", selection: $flavor) {
        Text("Mint").tag("Mint")
        Text("Lemon").tag("Lemon")
      }
      .labelsHidden()
      SecureField("Password", text: $password)
      Link("Help", destination: URL(string: "https://example.com")!)
      Button("Buy") {}.buttonStyle(.borderedProminent)
      DatePicker("Day", selection: $day, displayedComponents: .date)
      DisclosureGroup("More", isExpanded: $expanded) { Text("Hidden detail") }
    }
  }
}

/// Frames of the controls, as text, checked for what a person would see.
@MainActor
@Suite struct ControlFrameTests {
  func line(_ text: String, containing needle: String) -> String? {
    text.split(separator: "\n").first { $0.contains(needle) }.map(String.init)
  }

  @Test func controlsDrawAsTheyRead() {
    let session = TerminalSession.sample { Controls() }
    let text = session.text
    let segments = text.split(separator: "\n").first { $0.contains(" S ") && $0.contains(" L ") }
    #expect(segments?.contains(" M ") == true, "segments side by side")
    #expect(
      segments.map { $0.filter { $0 == "│" }.count } == 4, "bars between the segments, inside the frame")
    #expect(line(text, containing: "Flavor")?.contains("Mint ⌄") == true, "a menu picker shows its choice")
    let slider = line(text, containing: "Volume")
    #expect(slider?.contains("●") == true && slider?.contains("50%") == true)
    #expect(line(text, containing: "[ Buy ]") != nil, "a bordered button is bracketed")
    #expect(line(text, containing: "▸ More") != nil, "a collapsed disclosure triangle points right")
    #expect(!text.contains("Hidden detail"))
    #expect(!text.contains("Secret label"), "a hidden label is not drawn")
    #expect(session.frame.style(of: "Help")?.attributes.contains(.underline) == true, "a link is underlined")
  }

  @Test func keysMoveASliderAndTypeASecretAsDots() {
    let session = TerminalSession.sample { Controls() }
    func focus(_ label: String) {
      for _ in 0..<12 where !session.text.contains("“\(label)”") { session.press("\t") }
    }
    focus("Volume")
    session.press("++")
    #expect(line(session.text, containing: "Volume")?.contains("70%") == true)
    focus("Password")
    session.press("abc")
    session.press("\u{7F}")
    #expect(session.screen.containsNode { $0.role == .secureTextField && $0.value == "••" })
    #expect(!session.text.contains("ab"), "the secret itself is never drawn")
    focus("Day")
    session.press("+")
    #expect(line(session.text, containing: "Day")?.contains("Dec 1, 2026 ⌄") == true, "+ moves a date a day")
    focus("More")
    session.press("\r")
    #expect(line(session.text, containing: "▾ More") != nil)
    #expect(session.text.contains("Hidden detail"))
  }

  @Test func enterOnAMenuPickerOpensItsOptions() {
    let session = TerminalSession.sample { Controls() }
    for _ in 0..<12 where !session.text.contains("“Flavor”") { session.press("\t") }
    session.press("\r")
    #expect(session.text.contains("Lemon"))
    #expect(session.text.contains("✓ Mint"), "the chosen option is checked")
    for _ in 0..<6 where !session.text.contains("“Lemon”") { session.press("\t") }
    session.press("\r")
    #expect(line(session.text, containing: "Flavor")?.contains("Lemon ⌄") == true)
  }
}
