import SwiftUI
import Testing

@testable import SwiftUITerminal

private struct Palette: View {
  @State private var picked = "none"
  var body: some View {
    VStack {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
        ForEach(["Red", "Green", "Blue", "Amber"], id: \.self) { name in
          Text(name).onTapGesture { picked = name }
        }
      }
      Text("Picked \(picked)")
    }
  }
}

private struct OffScreen: View {
  var body: some View {
    VStack {
      Text("Far left").offset(x: -1000, y: -1000)
      Text("Far right").position(x: 5000, y: 5000)
      Text("Shown")
    }
  }
}

/// Frames of the layout primitives, as text: grids draw their cells side by side.
@MainActor
@Suite struct LayoutFrameTests {
  @Test func gridDrawsTwoCellsOnEachRowAndAGestureActsOnEnter() {
    let session = TerminalSession.sample { Palette() }
    let lines = session.text.split(separator: "\n").map(String.init)
    let first = lines.first { $0.contains("Red") }
    #expect(first?.contains("Green") == true, "two columns share a row")
    let second = lines.first { $0.contains("Blue") }
    #expect(second?.contains("Amber") == true)
    #expect(first.flatMap { lines.firstIndex(of: $0) }! < second.flatMap { lines.firstIndex(of: $0) }!)
    session.press("\r")
    #expect(session.text.contains("Picked Red"), "the focused cell's tap gesture ran")
  }

  @Test func viewsMovedOffTheScreenAreClippedAndTheRestDraws() {
    let session = TerminalSession.sample { OffScreen() }
    let text = session.text
    #expect(text.contains("Shown"))
    #expect(!text.contains("Far left") && !text.contains("Far right"))
  }
}
