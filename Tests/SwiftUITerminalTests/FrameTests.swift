import SwiftUI
import Testing

@testable import SwiftUITerminal

/// Frames of the key states, as text, checked for what a person would see.
@MainActor
@Suite struct FrameTests {
  /// The row of the frame holding a text.
  func line(_ text: String, containing needle: String) -> String? {
    text.split(separator: "\n").first { $0.contains(needle) }.map(String.init)
  }

  @Test func phoneListShowsTitleRowsAndChevrons() {
    let session = TerminalSession.sample { SampleTrips() }
    let text = session.text
    #expect(text.contains("iPhone 17 · portrait"))
    #expect(text.contains("Trips"))
    for city in ["Seattle", "Vancouver", "Atacama"] {
      let row = line(text, containing: city)
      #expect(row?.contains("›") == true, "a navigating row ends with a chevron")
    }
    // The first row has the focus: drawn reversed.
    #expect(session.frame.style(of: "Seattle")?.attributes.contains(.reverse) == true)
    #expect(text.contains("▸ row “Seattle”"))
  }

  @Test func padShowsDetailBesideTheList() {
    let session = TerminalSession.sample(.iPadAir11, columns: 120, rows: 60) { SampleTrips() }
    session.press("\r")
    let text = session.text
    let row = line(text, containing: "About Seattle")
    #expect(row != nil)
    // The sidebar and the detail share rows, with a separator between them.
    let titleRow = line(text, containing: "Trips")
    #expect(titleRow?.contains("│") == true)
    let seattleRow = line(text, containing: "▌ Seattle")
    #expect(seattleRow != nil, "the selected row is marked without colour")
    #expect(seattleRow?.contains("│") == true)
    #expect(text.contains("⌫"), "the toolbar item shows in the detail's bar, as its symbol")
  }

  @Test func sheetIsACardOverADimmedPresenter() {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("\r\r")  // Seattle, then Edit Trip.
    let text = session.text
    #expect(text.contains("Edit Seattle"))
    #expect(text.contains("━━━━━"), "the sheet's grabber")
    #expect(text.contains("Done"))
    #expect(text.contains("Nights: 2") && text.contains("[−] [+]"))
    #expect(text.contains("[on]"))
    #expect(
      session.frame.style(of: "9:41")?.attributes.contains(.dim) == true, "what the sheet covers is faint")
    #expect(session.frame.style(of: "Edit Seattle")?.attributes.contains(.dim) == false)
    // The field has the focus; typing goes in it, and Backspace takes the last character back.
    session.press("Rainy q")
    session.press("\u{7F}")
    #expect(session.text.contains("Rainy ") && !session.wantsQuit)
    #expect(session.screen.containsNode { $0.role == .textField && $0.value == "Rainy " })
    session.press("\t++-")
    #expect(session.text.contains("Nights: 2"), "3 is the top of the range: the second + does nothing")
    session.press("\u{1B}")
    #expect(!session.text.contains("Edit Seattle"), "Esc swipes the sheet away")
    #expect(session.text.contains("About Seattle"))
    #expect(session.focused?.node.label == "Edit Trip", "focus returns to what opened the sheet")
  }

  @Test func lockedSheetStaysOnEscape() {
    let session = TerminalSession.sample { SampleTrips(locked: true) }
    session.press("\r\r\u{1B}")
    #expect(session.text.contains("Edit Seattle"))
    #expect(session.text.contains("It stays"))
  }

  @Test func alertIsACentredBoxWithItsButtons() {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("\r")
    session.press("\u{1B}[Z")  // Shift-Tab from Edit Trip: the Delete button in the bar.
    #expect(session.focused?.node.label == "Delete")
    session.press("\r")
    let text = session.text
    #expect(text.contains("Delete Seattle?"))
    #expect(text.contains("This cannot be undone."))
    #expect(session.frame.style(of: "Delete Seattle?")?.attributes.contains(.bold) == true)
    #expect(session.frame.style(of: "About Seattle")?.attributes.contains(.dim) == true)
    #expect(text.contains("├"), "buttons sit under separators")
    #expect(session.focused?.node.label == "Cancel", "focus lands on the cancel button")
    session.press("\u{1B}")
    #expect(!session.text.contains("Delete Seattle?"))
  }

  @Test func dialogIsABubbleNearItsButton() {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("\r\t\r")  // Seattle, Share….
    let text = session.text
    let lines = text.split(separator: "\n").map(String.init)
    guard let title = lines.firstIndex(where: { $0.contains("Share Seattle") }),
      let copy = lines.firstIndex(where: { $0.contains("Copy Link") })
    else {
      Issue.record("no dialog in\n\(text)")
      return
    }
    #expect(copy > title)
    #expect(lines[title - 1].contains("╭") || lines[title - 2].contains("╭"))
    #expect(!text.contains("│       Cancel"), "iOS 27 bubbles have no cancel button")
    session.press("\u{1B}")
    #expect(session.host.console.last == "share cancelled", "Esc taps outside: the cancel action runs")
    #expect(!session.text.contains("Copy Link"))
  }

  @Test func popoverIsABubbleBelowItsAnchorOnIPad() {
    let session = TerminalSession.sample(.iPadAir11, columns: 120, rows: 60) { SampleTrips() }
    session.press("\r")
    for _ in 0..<20 where session.focused?.node.label != "Weather" { session.press("\t") }
    #expect(session.focused?.node.label == "Weather")
    session.press("\r")
    let lines = session.text.split(separator: "\n").map(String.init)
    guard let anchor = lines.firstIndex(where: { $0.contains("Weather") }),
      let content = lines.firstIndex(where: { $0.contains("Sunny, 21°") })
    else {
      Issue.record("no popover in\n\(lines.joined(separator: "\n"))")
      return
    }
    #expect(content > anchor)
    #expect(lines[content - 1].contains("╭") || lines[content - 2].contains("╭"))
    session.press("\u{1B}")
    #expect(!session.text.contains("Sunny"))
  }

  @Test func rotatedPhoneIsWideAndShort() {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("\u{12}")  // Ctrl-R
    let text = session.text
    #expect(text.contains("iPhone 17 · landscape"))
    let frameTop = text.split(separator: "\n").first { $0.contains("landscape") }
    #expect(frameTop.map { CharacterWidth.of($0.trimmingCharacters(in: .whitespaces)) } == 102)
    #expect(session.host.geometry.orientation == .landscape)
  }

  @Test func narrowMacWindowCollapsesTheSplitView() {
    let wide = TerminalSession.sample(.mac, columns: 120, rows: 30) { SampleTrips() }
    #expect(wide.text.contains("Choose a trip"))
    #expect(wide.host.geometry.horizontalSizeClass == .regular)
    let narrow = TerminalSession.sample(.mac, columns: 50, rows: 20) { SampleTrips() }
    let text = narrow.text
    #expect(narrow.host.geometry.horizontalSizeClass == .compact)
    #expect(text.contains("Seattle") && !text.contains("Choose a trip"))
    #expect(!text.contains("│"), "one column: no separator")
    wide.resize(columns: 50, rows: 20)
    #expect(!wide.text.contains("Choose a trip"), "a resize re-lays out the window")
  }

  @Test func swipeActionsShowAndTakeTheFocus() {
    let session = TerminalSession.sample { SampleInbox() }
    #expect(session.text.contains("TODAY"), "section headers")
    session.press("s")
    #expect(session.focused?.node.label == "Archive")
    #expect(session.text.contains("Archive"))
    session.press("\r")
    #expect(!session.text.contains("Hello"))
  }

  @Test func smallAndHugeTerminalsDoNotCrash() {
    let session = TerminalSession.sample(columns: 1, rows: 1) { SampleTrips() }
    _ = session.render()
    for (columns, rows) in [(0, 0), (1, 1), (2, 3), (10, 4), (1000, 1000), (47, 41), (120, 40)] {
      session.resize(columns: columns, rows: rows)
      session.press("\t\r\u{1B}")
      let grid = session.render()
      #expect(grid.width == columns && grid.height == rows)
    }
    #expect(session.text.contains("Seattle"), "a usable screen returns")
    let mac = TerminalSession.sample(.mac, columns: 1, rows: 1) { SampleTrips() }
    mac.resize(columns: 1000, rows: 1000)
    #expect(mac.text.contains("Trips"))
    mac.resize(columns: 0, rows: 0)
    _ = mac.render()
  }

  @Test func clippedDeviceScrollsToTheFocus() {
    let session = TerminalSession.sample(columns: 60, rows: 12) { SampleInbox() }
    session.press("\u{1B}[F")  // End: the last element.
    let text = session.text
    #expect(text.contains("Invoice"), "the device scrolls to keep the focus in view:\n\(text)")
  }
}

/// Frames of progress views, drawn as a person reads them.
@MainActor
@Suite struct ProgressFrameTests {
  @Test func aKnownAmountIsABarWithItsPercentage() {
    let session = TerminalSession.sample {
      VStack {
        ProgressView("Uploading", value: 0.5)
        ProgressView("Waiting")
      }
    }
    let text = session.text
    let bar = text.split(separator: "\n").first { $0.contains("━") && $0.contains("50%") }
    #expect(bar != nil, "a half-filled bar, then its percentage")
    #expect(bar.map { $0.contains("─") } == true, "the unfilled part")
    #expect(text.contains("Uploading"))
    #expect(text.contains("◌ Waiting"), "an unknown amount is a spinner beside its label")
  }
}
