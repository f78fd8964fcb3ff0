import SwiftUI
import SwiftUITesting
import Testing

/// A flower of petals, each an ellipse turned about the centre: the Drawing tutorial's shape.
private struct Flower: Shape {
  var petalOffset: Double = -20
  var petalWidth: Double = 40

  func path(in rect: CGRect) -> Path {
    var petals = Path()
    for angle in stride(from: 0, to: Double.pi * 2, by: Double.pi / 4) {
      let turn = CGAffineTransform(rotationAngle: angle)
      let toCentre = CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2)
      let petal = Path(ellipseIn: CGRect(x: petalOffset, y: 0, width: petalWidth, height: rect.width / 2))
      petals.addPath(petal.applying(turn.concatenating(toCentre)))
    }
    return petals
  }
}

/// A checkerboard whose rows and columns animate together.
private struct Checkerboard: Shape {
  var rows: Int
  var columns: Int

  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(Double(rows), Double(columns)) }
    set {
      rows = Int(newValue.first)
      columns = Int(newValue.second)
    }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let size = CGSize(width: rect.width / CGFloat(columns), height: rect.height / CGFloat(rows))
    for row in 0..<rows {
      for column in 0..<columns where (row + column).isMultiple(of: 2) {
        path.addRect(
          CGRect(origin: CGPoint(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height), size: size))
      }
    }
    return path
  }
}

private struct DrawingScreen: View {
  @State private var cells = 4

  var body: some View {
    VStack(spacing: 20) {
      Flower().fill(.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
      Text("Framed")
        .frame(width: 200, height: 100)
        .border(ImagePaint(image: Image("Example"), scale: 0.2), width: 30)
      ZStack {
        Circle().fill(.red).frame(width: 80).offset(x: -25).blendMode(.screen)
        Circle().fill(.blue).frame(width: 80).offset(x: 25).blendMode(.screen)
      }
      .frame(width: 120, height: 80)
      Checkerboard(rows: cells, columns: cells).frame(width: 80, height: 80)
        .accessibilityLabel("Board of \(cells)")
        .onTapGesture {
          withAnimation(.linear(duration: 3)) { cells = 8 }
        }
    }
  }
}

@MainActor
@Suite("Drawing tutorials: transforms, animatable data, blend modes, image paint")
struct DrawingScenarios {
  @Test("A screen of transformed paths, blended circles and an image border lays out as written")
  func drawingScreenLaysOut() {
    let app = HeadlessApp { DrawingScreen() }
    let framed = app.staticTexts["Framed"].frame
    let board = app.otherElements["Board of 4"].frame
    #expect(board.size == CGSize(width: 80, height: 80))
    // The text sits in the middle of its 200 × 100 frame; the 80-point blend group and two gaps of
    // 20 come between that frame and the board.
    #expect(abs(board.minY - (framed.midY + 50) - (20 + 80 + 20)) < 0.5)
  }

  @Test("An animated change of a shape's animatable pair lands on its final value at once")
  func animatablePairLandsAtOnce() {
    let app = HeadlessApp { DrawingScreen() }
    app.otherElements["Board of 4"].tap()
    #expect(app.otherElements["Board of 8"].exists)
  }

  @Test("Petals turned about the centre stay inside the flower's frame, centred")
  func flowerPathIsCentred() {
    let bounds = Flower().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
    #expect(abs(bounds.midX - 50) < 1 && abs(bounds.midY - 50) < 1)
    #expect(bounds.width <= 101 && bounds.height <= 101)
  }

  @Test("Affine transforms compose as Core Graphics does: this one first, then the argument")
  func transformsCompose() {
    let turnThenMove = CGAffineTransform(rotationAngle: .pi / 2).concatenating(
      CGAffineTransform(translationX: 10, y: 0))
    let point = CGPoint(x: 1, y: 0).applying(turnThenMove)
    #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 1) < 1e-9)
    let back = point.applying(turnThenMove.inverted())
    #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 2)).size
        == CGSize(width: 6, height: 2))
  }
}
