import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// A screen with a title, texts, a tinted button and a sheet it can present.
private struct Library: View {
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Seattle")
        Text("Vancouver & Victoria")
        Button("Add") { isAdding = true }
        Button("Remove", role: .destructive) {}
        Button("Share") {}.tint(.green)
      }
      .navigationTitle("Library")
      .sheet(isPresented: $isAdding) {
        Text("New book")
      }
    }
  }
}

@MainActor
@Suite("Pictures of the screen")
struct SVGPictureTests {
  @Test("The picture is an SVG document framed by the device, with its status bar and home indicator")
  func deviceFrame() {
    let picture = HeadlessApp(device: .iPhone17) { Library() }.svg()
    #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"421\" height=\"880\""))
    #expect(picture.hasSuffix("</svg>\n"))
    #expect(picture.contains("<title>iPhone 17, portrait (393 x 852)</title>"))
    #expect(
      picture.contains("<rect x=\"0\" y=\"0\" width=\"421\" height=\"880\" rx=\"69\" fill=\"#1C1C1E\"/>"))
    #expect(picture.contains(">9:41</text>"))
    #expect(
      picture.contains("<rect x=\"129.5\" y=\"839\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#000000\"/>")
    )
    #expect(picture.components(separatedBy: "<g").count == picture.components(separatedBy: "</g>").count)
  }

  @Test("The picture follows the device: a larger tablet, a Mac window with its title bar")
  func otherDevices() {
    let tablet = HeadlessApp(device: .iPadAir11) { Library() }.svg()
    #expect(tablet.contains("<title>iPad Air 11-inch (M4), portrait (820 x 1180)</title>"))
    #expect(tablet.contains("width=\"860\" height=\"1220\""))
    let mac = HeadlessApp(device: .mac) { Library() }.svg()
    #expect(mac.contains("fill=\"#FF5F57\""))
    #expect(!mac.contains(">9:41</text>"))
  }

  @Test("Every visible label is drawn, escaped for XML; buttons are drawn in their tint or role's colour")
  func labelsAndButtonColors() {
    let picture = HeadlessApp { Library() }.svg()
    #expect(picture.contains(">Library</text>"))
    #expect(picture.contains(">Seattle</text>"))
    #expect(picture.contains(">Vancouver &amp; Victoria</text>"))
    #expect(picture.contains("fill=\"#007AFF\">Add</text>"))
    #expect(picture.contains("fill=\"#FF3B30\">Remove</text>"))
    #expect(picture.contains("fill=\"#33C759\">Share</text>"))
  }

  @Test("A sheet is drawn over the screen it dims")
  func sheetOverDimmedScreen() throws {
    let app = HeadlessApp { Library() }
    app.buttons["Add"].tap()
    let picture = app.svg()
    let dimming = try #require(picture.range(of: "fill=\"#000000\" opacity=\"0.25\""))
    let sheetText = try #require(picture.range(of: ">New book</text>"))
    let coveredText = try #require(picture.range(of: ">Seattle</text>"))
    #expect(coveredText.lowerBound < dimming.lowerBound && dimming.lowerBound < sheetText.lowerBound)
  }

  @Test("Rows scrolled out of the list's view are not drawn")
  func rowsOutOfViewAreNotDrawn() {
    let app = HeadlessApp {
      List(1...60, id: \.self) { number in Text("Row \(number)") }
    }
    let picture = app.svg()
    #expect(picture.contains(">Row 1</text>"))
    #expect(!picture.contains(">Row 60</text>"))
  }

  @Test("An SVG snapshot is recorded as an .svg file and compared as SVG")
  func svgSnapshot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = HeadlessApp { Library() }
    let first = app.verifySnapshot(as: .svg, record: .missing, snapshotDirectory: folder)
    #expect(first.reference.lastPathComponent == "svgSnapshot.svg")
    #expect(try String(contentsOf: first.reference, encoding: .utf8) == app.svg())
    #expect(app.verifySnapshot(as: .svg, record: .missing, snapshotDirectory: folder).isMatch)
    app.buttons["Add"].tap()
    let changed = app.verifySnapshot(as: .svg, record: .missing, snapshotDirectory: folder)
    guard case .mismatched(_, let diff) = changed else {
      Issue.record("Expected a mismatch, got \(changed)")
      return
    }
    #expect(diff.added.contains { $0.contains(">New book</text>") })
  }
}
