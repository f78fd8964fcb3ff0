import SwiftUI
import SwiftUITesting
import Testing

private struct Frames: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Fixed").frame(width: 200, height: 60)
      Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
      Text("Trailing").frame(maxWidth: .infinity, alignment: .trailing)
      Text("Min").frame(minWidth: 300)
      Text("Tall").frame(minHeight: 100, alignment: .bottom)
      Text("Padded").padding(.horizontal).padding([.top, .bottom], 8)
      Text("Insets").padding(EdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4))
      Text("Framed then padded").frame(width: 200).padding(.leading, 10)
      Text("Top leading").frame(width: 300, height: 80, alignment: .topLeading)
      Text("Bottom trailing").frame(width: 300, height: 80, alignment: .bottomTrailing)
    }
  }
}

private struct Moved: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Anchor")
      Text("Shifted").offset(x: 30, y: 5)
      Text("After")
      ZStack {
        Text("Placed").position(x: 100, y: 50)
      }
      .frame(width: 300, height: 200, alignment: .topLeading)
      Text("Below")
    }
  }
}

private struct Row: View {
  var body: some View {
    HStack(spacing: 0) {
      Text("A label that is much too long for the row it is in, so it must give way")
      Text("Keeps its whole width").layoutPriority(1)
    }
    .frame(width: 300)
  }
}

private struct Centred: View {
  var body: some View {
    VStack {
      Text("A much longer first line")
      Text("Short")
      HStack {
        Text("Top").frame(height: 60, alignment: .top)
        Text("Middle")
      }
      VStack(alignment: .trailing) {
        Text("A longer line")
        Text("End")
      }
    }
  }
}

private struct Relative: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        Text("Two of three").containerRelativeFrame(
          .horizontal, count: 3, span: 2, spacing: 10, alignment: .trailing)
        Text("Half").containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length / 2 }
        LazyHStack(alignment: .bottom, spacing: 4, pinnedViews: [.sectionHeaders]) {
          Text("Low")
          Text("Tall").frame(height: 50, alignment: .top)
        }
      }
    }
  }
}

private struct Pushed: View {
  var body: some View {
    VStack {
      Text("Top")
      Spacer()
      Text("Bottom")
    }
  }
}

private struct Halves: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("Upper").frame(maxHeight: .infinity)
      Text("Lower").frame(maxHeight: .infinity)
    }
  }
}

@MainActor
@Suite("Frames, padding, offset and position")
struct FrameAndPaddingTests {
  @Test("A fixed frame is that size and centres its content; maxWidth .infinity spans the width")
  func fixedAndInfinite() {
    let app = HeadlessApp { Frames() }
    let leading = app.staticTexts["Leading"].frame
    let trailing = app.staticTexts["Trailing"].frame
    let fixed = app.staticTexts["Fixed"].frame
    #expect(fixed.midX == leading.minX + 100, "centred across the 200 points")
    #expect(fixed.midY == leading.minY - 30, "centred down the 60 points")
    #expect(trailing.maxX > leading.maxX + 200, "an infinite frame reaches the trailing edge")
    #expect(app.staticTexts["Min"].frame.midX == leading.minX + 150, "a minimum width of 300, centred")
  }

  @Test("A frame's alignment places its content at that corner")
  func alignedInFrame() {
    let app = HeadlessApp { Frames() }
    let x0 = app.staticTexts["Leading"].frame.minX
    let topLeading = app.staticTexts["Top leading"].frame
    let bottomTrailing = app.staticTexts["Bottom trailing"].frame
    #expect(topLeading.minX == x0)
    #expect(bottomTrailing.maxX == x0 + 300)
    #expect(bottomTrailing.maxY == topLeading.minY + 160, "the bottom of the second 80-point frame")
  }

  @Test("Padding on some edges, with lengths and with insets, moves the content by that much")
  func paddingEdges() {
    let app = HeadlessApp { Frames() }
    let x0 = app.staticTexts["Leading"].frame.minX
    let tall = app.staticTexts["Tall"].frame
    let padded = app.staticTexts["Padded"].frame
    #expect(tall.maxY == padded.minY - 8, "bottom-aligned in its minimum height, then 8 points of padding")
    #expect(padded.minX == x0 + 16, "the system's padding on the horizontal edges")
    let insets = app.staticTexts["Insets"].frame
    #expect(insets.minX == x0 + 20)
    #expect(insets.minY == padded.maxY + 8 + 1)
    #expect(app.staticTexts["Framed then padded"].frame.midX == x0 + 10 + 100, "padding outside the frame")
  }

  @Test("An offset moves the view and not the ones after it; a position puts its centre at a point")
  func offsetAndPosition() {
    let app = HeadlessApp { Moved() }
    let anchor = app.staticTexts["Anchor"].frame
    let shifted = app.staticTexts["Shifted"].frame
    let after = app.staticTexts["After"].frame
    #expect(shifted.minX == anchor.minX + 30)
    #expect(shifted.minY == anchor.maxY + 5)
    #expect(after.minY == anchor.maxY + anchor.height, "the offset takes no space")
    let placed = app.staticTexts["Placed"].frame
    #expect(placed.midX == anchor.minX + 100)
    #expect(placed.midY == after.maxY + 50)
    #expect(app.staticTexts["Below"].frame.minY == after.maxY + 200)
  }

  @Test("In a row too narrow, the view of higher layout priority keeps its width")
  func priority() {
    let app = HeadlessApp { Row() }
    let kept = app.staticTexts["Keeps its whole width"].frame
    #expect(kept.height == 22, "on one line")
    #expect(app.staticTexts["Keeps its whole width"].frame.minX < 300 - 150)
  }

  @Test("A stack centres its narrower children by default, and follows the alignment it is given")
  func stackAlignment() {
    let app = HeadlessApp { Centred() }
    let long = app.staticTexts["A much longer first line"].frame
    #expect(app.staticTexts["Short"].frame.midX == long.midX)
    let top = app.staticTexts["Top"].frame
    #expect(app.staticTexts["Middle"].frame.midY == top.minY + 30, "centred down the row's 60 points")
    #expect(app.staticTexts["End"].frame.maxX == app.staticTexts["A longer line"].frame.maxX)
  }

  @Test("A container-relative frame takes a share of the scroll view's width")
  func containerRelative() {
    let app = HeadlessApp { Relative() }
    let x0 = app.scrollViews.firstMatch.frame.minX
    let twoOfThree = app.staticTexts["Two of three"].frame
    #expect(abs(twoOfThree.maxX - (x0 + (393 - 20) / 3 * 2 + 10)) < 0.01, "trailing in two columns and a gap")
    let half = app.staticTexts["Half"].frame
    #expect(half.minX == x0)
    #expect(app.staticTexts["Low"].frame.maxY == app.staticTexts["Tall"].frame.minY + 50, "bottom-aligned")
  }

  @Test("A spacer in a column takes the height left, pushing what follows to the bottom")
  func spacerInColumn() {
    let app = HeadlessApp { Pushed() }
    #expect(app.staticTexts["Top"].frame.minY == 62, "at the top of the safe area")
    #expect(abs(app.staticTexts["Bottom"].frame.maxY - (852 - 34)) < 0.01, "at the bottom of the safe area")
  }

  @Test("Two views of infinite maximum height in a column share its height")
  func shareHeight() {
    let app = HeadlessApp { Halves() }
    let safeHeight: CGFloat = 852 - 62 - 34
    #expect(abs(app.staticTexts["Upper"].frame.midY - (62 + safeHeight / 4)) < 0.01)
    #expect(abs(app.staticTexts["Lower"].frame.midY - (62 + safeHeight * 3 / 4)) < 0.01)
  }
}
