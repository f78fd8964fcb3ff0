import Foundation
import SwiftUI
import Testing

@testable import SwiftUITerminal

/// An app shaped like Trips: a tab bar, a list of trips in a stack, and a trip's details.
private struct TabbedTrips: View {
  var stops: Int

  var body: some View {
    TabView {
      Tab("Overview", systemImage: "map") {
        NavigationStack {
          List(["Seattle", "Vancouver", "Mexico City"], id: \.self) { city in
            NavigationLink(city, value: city)
          }
          .navigationTitle("Trips")
          .navigationDestination(for: String.self) { city in
            ScrollView {
              VStack(alignment: .leading, spacing: 12) {
                Text("About \(city)")
                Text("July 9 to July 16")
                Text("7 nights")
                ForEach(1...stops, id: \.self) { stop in
                  Button("Stop \(stop)") {}
                }
                Text("The last line")
              }
            }
            .navigationTitle(city)
          }
        }
      }
      Tab("Settings", systemImage: "gear") {
        Text("Settings")
      }
    }
  }
}

/// A screen whose last line sits at the very bottom of the device.
private struct BottomLine: View {
  var body: some View {
    VStack {
      Text("The top line")
      Spacer()
      Button("Cancel") {}
      Text("The bottom line")
    }
  }
}

/// A terminal shorter than the device fits the device to it rather than cropping it: blank rows go
/// first, then what lies between the bars scrolls with the focus while the bars stay, and what is
/// hidden is said on screen.
@MainActor
@Suite struct SmallTerminalTests {
  private func lines(_ session: TerminalSession) -> [String] {
    session.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func at80x24TheIPhoneShowsItsTabBarAndATripsDetails() {
    let session = TerminalSession.sample(columns: 80, rows: 24) { TabbedTrips(stops: 3) }
    #expect(
      session.text.contains("Overview") && session.text.contains("Settings"), "the tab bar:\n\(session.text)")
    session.press("\r")  // Seattle.
    let text = session.text
    #expect(lines(session).count == 24)
    for shown in ["‹ Trips", "About Seattle", "July 9 to July 16", "7 nights", "Stop 3", "The last line"] {
      #expect(text.contains(shown), "\(shown) shows:\n\(text)")
    }
    #expect(text.contains("Overview") && text.contains("Settings"), "the tab bar still shows:\n\(text)")
    #expect(text.contains("9:41"), "the status bar too")
    #expect(!text.contains("more"), "nothing is hidden")
  }

  @Test func contentTallerThanTheTerminalScrollsBetweenTheBarsAndSaysWhatIsHidden() {
    let session = TerminalSession.sample(columns: 80, rows: 24) { TabbedTrips(stops: 30) }
    session.press("\r")
    var text = session.text
    #expect(text.contains("About Seattle") && text.contains("Overview") && text.contains("‹ Trips"))
    #expect(text.contains("▼") && text.contains("more"), "what is below is announced:\n\(text)")
    for _ in 0..<30 where session.focused?.node.label != "Stop 17" { session.press("\t") }
    #expect(session.focused?.node.label == "Stop 17")
    text = session.text
    #expect(text.contains("Stop 17"), "the focus shows:\n\(text)")
    #expect(
      text.contains("‹ Trips") && text.contains("Overview") && text.contains("Settings"), "the bars stay")
    #expect(text.contains("▲"), "what is above is announced:\n\(text)")
    #expect(lines(session).count == 24)
  }

  @Test func at120x40TheIPadShowsItsBottomLine() {
    let session = TerminalSession.sample(.iPadAir11, columns: 120, rows: 40) { BottomLine() }
    let text = session.text
    #expect(
      text.contains("The top line") && text.contains("The bottom line") && text.contains("Cancel"), "\(text)")
    #expect(!text.contains("▲") && !text.contains("▼"))
  }

  @Test func aClickOnAFittedRowTapsWhatIsDrawnThere() throws {
    let session = TerminalSession.sample(columns: 80, rows: 24) { TabbedTrips(stops: 3) }
    let grid = session.render()
    let row = try #require((0..<grid.height).first { grid.line($0).contains("Settings") })
    let column = CharacterWidth.of(grid.line(row)[..<grid.line(row).range(of: "Settings")!.lowerBound])
    session.press("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
    #expect(session.focused?.node.label == "Settings", "the click reached the tab drawn under it")
  }

  @Test func aTerminalNarrowerThanTheDeviceSaysItIsCut() {
    let session = TerminalSession.sample(.iPadAir11, columns: 80, rows: 24) { BottomLine() }
    #expect(session.text.contains("▶"), "the cut edge is marked:\n\(session.text)")
  }

  @Test func tripsAt80x24ShowsItsTabBarAndATripsDetails() throws {
    guard let path = PseudoTerminalProcess.builtProduct("trips") else {
      Issue.record("trips is not built next to the tests: run `swift build` first")
      return
    }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("small-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: data) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "snapshot", "--width", "80", "--height", "24", "--data", data, "--open", "trips://trip/3",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    for shown in ["‹ Trips", "Mexico City", "7 nights", "Next: Reykjavík", "Overview", "Trips"] {
      #expect(text.contains(shown), "\(shown) shows:\n\(text)")
    }
  }
}
