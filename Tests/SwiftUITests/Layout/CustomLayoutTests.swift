import SwiftUI
import SwiftUITesting
import Testing

/// Places its subviews in lines, wrapping to the next line when one does not fit.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let frames = layout(cache.sizes, width: proposal.width ?? .infinity)
    let width = frames.map(\.maxX).max() ?? 0
    return CGSize(width: proposal.width ?? width, height: frames.map(\.maxY).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let frames = layout(cache.sizes, width: bounds.width)
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }

  private func layout(_ sizes: [CGSize], width: CGFloat) -> [CGRect] {
    var frames: [CGRect] = []
    var point = CGPoint.zero
    var lineHeight: CGFloat = 0
    for size in sizes {
      if point.x > 0 && point.x + size.width > width {
        point = CGPoint(x: 0, y: point.y + lineHeight + spacing)
        lineHeight = 0
      }
      frames.append(CGRect(origin: point, size: size))
      point.x += size.width + spacing
      lineHeight = max(lineHeight, size.height)
    }
    return frames
  }
}

/// Puts its subviews' centres on a line from the top-leading corner, by their anchor.
private struct Diagonal: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 300, height: 100 * CGFloat(subviews.count))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let point = CGPoint(
        x: bounds.minX + 100 * CGFloat(index + 1), y: bounds.minY + 100 * CGFloat(index) + 50)
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

private struct Tags: View {
  @State private var flowing = true
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      let layout = flowing ? AnyLayout(FlowLayout()) : AnyLayout(VStackLayout(alignment: .leading))
      layout {
        Text("Seattle")
        Text("Portland")
        Text("San Francisco")
        Text("Los Angeles")
        Button("Count \(count)") { count += 1 }
      }
      .frame(width: 250)
      Diagonal {
        Text("First")
        Text("Second")
      }
      Button("Switch") { flowing.toggle() }
    }
  }
}

@MainActor
@Suite("The Layout protocol")
struct CustomLayoutTests {
  @Test("An app's own layout places its subviews where its placeSubviews says, wrapping lines")
  func flowWraps() {
    let app = HeadlessApp { Tags() }
    let seattle = app.staticTexts["Seattle"].frame
    let portland = app.staticTexts["Portland"].frame
    let sanFrancisco = app.staticTexts["San Francisco"].frame
    #expect(portland.minY == seattle.minY)
    #expect(portland.minX == seattle.maxX + 8)
    #expect(sanFrancisco.minX == seattle.minX, "too wide for what is left of 250: the next line")
    #expect(sanFrancisco.minY == seattle.maxY + 8)
  }

  @Test("A subview placed by its centre anchor has its centre at the point")
  func anchors() {
    let app = HeadlessApp { Tags() }
    let first = app.staticTexts["First"].frame
    let second = app.staticTexts["Second"].frame
    #expect(second.midX - first.midX == 100)
    #expect(second.midY - first.midY == 100)
  }

  @Test("Switching AnyLayout between an app's layout and a stack keeps the subviews' state")
  func switchKeepsState() {
    let app = HeadlessApp { Tags() }
    app.buttons["Count 0"].tap()
    app.buttons["Switch"].tap()
    #expect(app.buttons["Count 1"].exists)
    let seattle = app.staticTexts["Seattle"].frame
    #expect(app.staticTexts["Portland"].frame.minY > seattle.minY, "one above the other now")
  }
}
