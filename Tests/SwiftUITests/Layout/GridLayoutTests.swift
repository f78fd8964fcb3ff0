import SwiftUI
import SwiftUITesting
import Testing

private struct Scores: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
      GridRow {
        Text("Name")
        Text("Points")
      }
      Divider()
      GridRow {
        Text("Ada Lovelace")
        Text("12")
      }
      GridRow(alignment: .bottom) {
        Text("Alan").frame(height: 40)
        Text("7")
      }
      GridRow {
        Text("Total across both").gridCellColumns(2)
      }
    }
  }
}

@MainActor
@Suite("Grid and GridRow")
struct GridLayoutTests {
  @Test("A grid's columns are as wide as their widest cell, so cells line up down each column")
  func columnsLineUp() {
    let app = HeadlessApp { Scores() }
    let name = app.staticTexts["Name"].frame
    let points = app.staticTexts["Points"].frame
    let twelve = app.staticTexts["12"].frame
    #expect(points.minX == twelve.minX, "leading-aligned in one column")
    #expect(
      points.minX == name.minX + 8.5 * 12 + 12, "after the widest first cell, 'Ada Lovelace', and the spacing"
    )
    #expect(app.staticTexts["Ada Lovelace"].frame.minX == name.minX)
  }

  @Test("A row is as tall as its tallest cell, and its alignment places the others down it")
  func rowAlignment() {
    let app = HeadlessApp { Scores() }
    let alan = app.staticTexts["Alan"].frame
    let seven = app.staticTexts["7"].frame
    #expect(seven.maxY == alan.midY + 20, "at the bottom of the 40-point row")
    #expect(alan.minY == app.staticTexts["Ada Lovelace"].frame.maxY + 4 + 9)
  }

  @Test("A cell that spans two columns is as wide as both and the spacing between them")
  func spanningCell() {
    let app = HeadlessApp { Scores() }
    let name = app.staticTexts["Name"].frame
    let total = app.staticTexts["Total across both"].frame
    #expect(total.minX == name.minX, "leading-aligned in the spanned width")
    #expect(total.width == 8.5 * 17, "on one line: the two columns are wider than it")
  }
}
