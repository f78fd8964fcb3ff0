import SwiftUI
import SwiftUITesting
import Testing

private struct Adaptive: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
        ForEach(1...5, id: \.self) { number in
          Text("Item \(number)")
        }
      }
      .frame(width: 400)
    }
  }
}

private struct Mixed: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 20) {
        Text("Name")
        Text("Value")
        Text("Tall").frame(height: 60)
        Text("Short")
      }
      .frame(width: 400)
      Text("End")
    }
  }
}

private struct Across: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
        Text("One")
        Text("Two")
        Text("Three")
      }
      Text("After")
    }
  }
}

@MainActor
@Suite("Lazy grids")
struct GridTests {
  @Test("Adaptive columns: as many columns of at least the minimum as fit, filled row by row")
  func adaptiveColumns() {
    let app = HeadlessApp { Adaptive() }
    let first = app.staticTexts["Item 1"].frame
    let second = app.staticTexts["Item 2"].frame
    let third = app.staticTexts["Item 3"].frame
    #expect(second.midY == first.midY, "two columns of 196 points fit in 400")
    #expect(second.midX - first.midX == 204, "a column and its spacing apart")
    #expect(third.midX == first.midX, "the third item starts the second row")
    #expect(third.minY == first.maxY + 8)
    #expect(app.staticTexts["Item 5"].exists)
  }

  @Test("A fixed column keeps its width, a flexible one takes the rest; a row is its tallest cell")
  func fixedAndFlexible() {
    let app = HeadlessApp { Mixed() }
    let name = app.staticTexts["Name"].frame
    let value = app.staticTexts["Value"].frame
    #expect(abs(value.midX - name.midX - (50 + 8 + 146)) < 0.01, "centred in 100, then 8, then 292")
    let short = app.staticTexts["Short"].frame
    let tall = app.staticTexts["Tall"].frame
    #expect(short.midY == tall.midY, "centred in a row of 60 points")
    #expect(tall.minY == name.maxY + 20 + 19, "the grid's spacing, then centred in its 60-point frame")
    #expect(app.staticTexts["End"].frame.minY == tall.maxY + 19)
  }

  @Test("A horizontal grid fills each column from the top, in rows of their fixed height")
  func horizontalGrid() {
    let app = HeadlessApp { Across() }
    let one = app.staticTexts["One"].frame
    let two = app.staticTexts["Two"].frame
    let three = app.staticTexts["Three"].frame
    #expect(two.midY - one.midY == 48, "a row of 40 and the spacing after it")
    #expect(three.midY == one.midY)
    #expect(three.minX > one.maxX + 9)
    #expect(app.staticTexts["After"].frame.minY == one.midY - 20 + 88)
  }
}
