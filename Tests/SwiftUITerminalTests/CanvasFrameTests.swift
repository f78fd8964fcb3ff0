import SwiftUI
import SwiftUITesting
import Testing

@testable import SwiftUITerminal

/// A progress bar and a dial drawn with a canvas, as apps draw what no shape gives them.
private struct Gauges: View {
  var progress: Double

  var body: some View {
    VStack {
      Text("Upload")
      Canvas { context, size in
        let bar = Path(CGRect(x: 0, y: 0, width: size.width * progress, height: size.height))
        context.fill(bar, with: .color(.red))
      }
      .frame(width: 110, height: 44)
      .accessibilityLabel("Upload progress")
      Canvas { context, size in
        context.translateBy(x: size.width / 2, y: size.height / 2)
        context.stroke(
          Path(ellipseIn: CGRect(x: -40, y: -40, width: 80, height: 80)), with: .color(.blue), lineWidth: 2)
      }
      .frame(width: 110, height: 110)
    }
  }
}

@MainActor
@Suite("Canvas")
struct CanvasFrameTests {
  @Test("A canvas's filled path is drawn in its colour, as wide as the renderer made it")
  func filledPathIsDrawn() {
    let full = TerminalSession.sample(usesColor: true) { Gauges(progress: 1) }
    let half = TerminalSession.sample(usesColor: true) { Gauges(progress: 0.5) }
    let fullShade = full.text.filter { $0 == "▒" }.count
    let halfShade = half.text.filter { $0 == "▒" }.count
    #expect(fullShade > 0)
    #expect(abs(halfShade * 2 - fullShade) <= 2, "half the bar, to a cell at each row")
    #expect(full.frame.style(of: "▒▒▒▒")?.foreground == TerminalColor.named("red"))
  }

  @Test("A canvas's stroked path, moved by the context's transform, is an outline in the middle")
  func strokedPathFollowsTheTransform() {
    let session = TerminalSession.sample { Gauges(progress: 0) }
    #expect(session.text.contains("╭"))
    #expect(session.text.contains("╯"))
  }

  @Test("A canvas with a label is an element the test host finds, at its frame")
  func labelledCanvasIsAnElement() {
    let app = HeadlessApp { Gauges(progress: 0.5) }
    #expect(app.otherElements["Upload progress"].frame.size == CGSize(width: 110, height: 44))
    #expect(app.otherElements.count == 1)
  }
}
