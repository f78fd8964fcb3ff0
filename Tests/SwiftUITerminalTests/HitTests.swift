import SwiftUI
import Testing

@testable import SwiftUITerminal

/// Clicks and the wheel: from a terminal cell to the element under it.
@MainActor
@Suite struct HitTests {
  /// The terminal cell where a text is drawn.
  func cell(of text: String, in session: TerminalSession) -> (column: Int, row: Int)? {
    let grid = session.render()
    for row in 0..<grid.height {
      let line = grid.line(row)
      if let range = line.range(of: text) {
        return (CharacterWidth.of(line[..<range.lowerBound]), row)
      }
    }
    return nil
  }

  func click(_ session: TerminalSession, at cell: (column: Int, row: Int)) {
    session.press(
      "\u{1B}[<0;\(cell.column + 1);\(cell.row + 1)M\u{1B}[<0;\(cell.column + 1);\(cell.row + 1)m")
  }

  @Test func clickingARowTapsIt() throws {
    let session = TerminalSession.sample(.iPadAir11) { SampleTrips() }
    let atacama = try #require(cell(of: "Atacama", in: session))
    click(session, at: atacama)
    #expect(session.text.contains("About Atacama"))
    #expect(session.focused?.node.label == "Atacama")
  }

  @Test func cellsMapToPoints() {
    let layout = TerminalLayout(mode: .device, terminal: (100, 50), device: (46, 39), focus: nil)
    #expect(layout.frame == CellRect(x: 26, y: 4, width: 48, height: 41))
    let device = layout.deviceCell(column: 27, row: 5)
    #expect(device?.column == 0 && device?.row == 0)
    #expect(layout.deviceCell(column: 26, row: 5) == nil, "the frame is not the device")
    #expect(CellMetrics.point(column: 2, row: 3) == CGPoint(x: 21.25, y: 77))
  }

  @Test func clickingOutsideClosesAPopoverAndCardsStopClicks() throws {
    let session = TerminalSession.sample(.iPadAir11) { SampleTrips() }
    session.press("\r")
    let weather = try #require(cell(of: "Weather", in: session))
    click(session, at: weather)
    let sunny = try #require(cell(of: "Sunny", in: session))
    click(session, at: (sunny.column + 1, sunny.row))
    #expect(session.text.contains("Sunny"), "a click inside the bubble keeps it")
    click(session, at: (session.layout.origin.x + 2, session.layout.origin.y + 50))
    #expect(!session.text.contains("Sunny"), "a click outside closes it")
  }

  @Test func clickingAStepperSteps() throws {
    let session = TerminalSession.sample { SampleTrips() }
    session.press("\r\r")
    let plus = try #require(cell(of: "[+]", in: session))
    click(session, at: (plus.column + 1, plus.row))
    #expect(session.text.contains("Nights: 3"))
    let minus = try #require(cell(of: "[−]", in: session))
    click(session, at: (minus.column + 1, minus.row))
    #expect(session.text.contains("Nights: 2"))
    #expect(session.focused?.node.role == .stepper)
  }

  @Test func wheelScrollsTheListUnderThePointer() {
    let session = TerminalSession.sample { ManyRows() }
    #expect(session.text.contains("Row 1") && !session.text.contains("Row 40"))
    for _ in 0..<12 { session.press("\u{1B}[<65;20;20M") }
    #expect(!session.text.contains("Row 1 "))
    session.press(
      "\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~\u{1B}[5~"
    )
    #expect(session.text.contains("Row 1"))
  }
}

struct ManyRows: View {
  var body: some View {
    NavigationStack {
      List(1...60, id: \.self) { number in
        Text("Row \(number) ")
      }
      .navigationTitle("Rows")
    }
  }
}
