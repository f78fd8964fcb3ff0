import SwiftUI
import SwiftUITesting
import Testing

/// Bookworm's rating, made adjustable for VoiceOver as the accessibility tutorials do.
private struct Rating: View {
  @State private var stars = 3
  @State private var spun = Angle.degrees(90)

  var body: some View {
    VStack {
      Text("Rating \(stars) of 5")
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: if stars < 5 { stars += 1 }
          case .decrement: if stars > 1 { stars -= 1 }
          }
        }
      Text("Half turn is \(Int((spun / 2).degrees)) degrees")
    }
  }
}

@MainActor
@Suite("Adjustable accessibility actions")
struct AdjustableActionTests {
  @Test("increment() and decrement() run a view's adjustable action, as VoiceOver's swipes do")
  func adjustsTheRating() {
    let app = HeadlessApp { Rating() }
    app.staticTexts["Rating 3 of 5"].increment()
    #expect(app.staticTexts["Rating 4 of 5"].exists)
    app.staticTexts["Rating 4 of 5"].decrement()
    app.staticTexts["Rating 3 of 5"].decrement()
    #expect(app.staticTexts["Rating 2 of 5"].exists)
    #expect(app.staticTexts["Half turn is 45 degrees"].exists)
  }

  @Test("UIKit's accessibility settings are off and announcements are accepted")
  func uiAccessibility() {
    #expect(!UIAccessibility.isVoiceOverRunning)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
  }
}
