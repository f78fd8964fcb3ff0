import SwiftUI
import SwiftUITesting
import Testing

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

private struct Badges: View {
  var body: some View {
    VStack {
      Text("Above")
      Circle().fill(.red).frame(width: 20, height: 20)
      Capsule().fill(.blue.gradient).frame(width: 60, height: 20).accessibilityLabel("Progress capsule")
      Triangle().stroke(.green, lineWidth: 2).frame(width: 40, height: 40)
      Text("New")
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))
        .overlay(Capsule().stroke(.orange, lineWidth: 1))
        .clipShape(RoundedRectangle(cornerRadius: 8))
      Text("Below")
    }
  }
}

@MainActor
@Suite("Shapes")
struct ShapeTests {
  @Test("A shape without an accessibility label is no element; with one it is an other element")
  func shapesAsElements() {
    let app = HeadlessApp { Badges() }
    #expect(app.otherElements["Progress capsule"].exists)
    #expect(app.otherElements.count == 1)
    #expect(app.images.count == 0)
    #expect(!app.snapshot().contains("shape"))
    #expect(app.staticTexts.count == 3)
  }

  @Test("A shape with a frame takes it, and the views after it sit below it")
  func shapesTakeTheirFrames() {
    let app = HeadlessApp { Badges() }
    #expect(app.otherElements["Progress capsule"].frame.size == CGSize(width: 60, height: 20))
    let above = app.staticTexts["Above"].frame
    let below = app.staticTexts["Below"].frame
    // Below Above: the shapes (20, 20, 40), the badge (22 + 16 of padding) and five gaps of 8.
    let expected: CGFloat = 20 + 20 + 40 + 38 + 5 * 8
    #expect(below.minY - above.maxY == expected)
  }

  @Test("A shape as a background or an overlay does not change the frame of what it decorates")
  func decorationsKeepTheFrame() {
    let plain = HeadlessApp { Text("New").padding(8) }
    let decorated = HeadlessApp {
      Text("New").padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))
        .overlay(Capsule().stroke(.orange, lineWidth: 1))
        .clipShape(Circle())
        .mask { Rectangle() }
        .contentShape(Rectangle())
    }
    #expect(decorated.staticTexts["New"].frame == plain.staticTexts["New"].frame)
  }

  @Test("A labelled shape reports the colour it is filled with")
  func labelledShapeColour() {
    let app = HeadlessApp {
      Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10).accessibilityLabel("Dot")
    }
    #expect(app.otherElements["Dot"].exists)
  }

  @Test("A path contains the points inside it and reports its bounds")
  func pathGeometry() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let triangle = Triangle().path(in: rect)
    #expect(triangle.contains(CGPoint(x: 50, y: 40)))
    #expect(!triangle.contains(CGPoint(x: 5, y: 5)))
    #expect(triangle.boundingRect == rect)
    let ellipse = Path(ellipseIn: rect)
    #expect(ellipse.contains(CGPoint(x: 50, y: 25)))
    #expect(!ellipse.contains(CGPoint(x: 2, y: 2)))
    let rounded = Path(roundedRect: rect, cornerRadius: 20)
    #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
    #expect(rounded.contains(CGPoint(x: 50, y: 1)))
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    #expect(arc.currentPoint.map { abs($0.x - 50) < 0.001 && abs($0.y - 60) < 0.001 } == true)
    #expect(Angle.degrees(180).radians == .pi)
  }
}

extension ShapeTests {
  @Test("trim keeps the part of an outline between two fractions of its length")
  func trimmedPath() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.currentPoint == CGPoint(x: 10, y: 10))
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    let ring = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(ring.boundingRect.minX >= 9.99)
    #expect(ring.boundingRect.minY >= 9.99)
  }

  @Test("An erased shape, a filled and outlined shape and a trimmed ring lay out as shapes")
  func erasedAndCombined() {
    let app = HeadlessApp {
      VStack {
        AnyShape(Capsule()).fill(.blue).frame(width: 40, height: 10).accessibilityLabel("Erased")
        Circle().fill(.yellow).stroke(.black, lineWidth: 2).frame(width: 30, height: 30)
          .accessibilityLabel("Coin")
        Circle().trim(from: 0, to: 0.7).stroke(.green, lineWidth: 4).frame(width: 30, height: 30)
        Text("After")
      }
    }
    #expect(app.otherElements["Erased"].frame.size == CGSize(width: 40, height: 10))
    #expect(app.otherElements["Coin"].frame.size == CGSize(width: 30, height: 30))
    #expect(app.staticTexts["After"].exists)
  }
}

extension ShapeTests {
  @Test("The shape shorthands of iOS 17 name the shapes they stand for")
  func shorthands() {
    let app = HeadlessApp {
      VStack {
        Text("Tag").padding(6).background(.blue, in: .capsule).clipShape(.rect(cornerRadius: 8))
        Image("photo").resizable().frame(width: 40, height: 40).clipShape(.circle)
        Text("Sheet top").background(.white, in: .rect(topLeadingRadius: 12, topTrailingRadius: 12))
        Rectangle().fill(.red).frame(width: 20, height: 20).clipShape(.ellipse).clipShape(.rect)
          .accessibilityLabel("Red square")
      }
    }
    #expect(app.staticTexts["Tag"].exists)
    #expect(app.images["photo"].frame.size == CGSize(width: 40, height: 40))
    #expect(app.otherElements["Red square"].frame.size == CGSize(width: 20, height: 20))
    #expect(app.otherElements.count == 1)
  }
}
