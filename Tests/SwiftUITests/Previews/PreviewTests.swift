import SwiftUI
import SwiftUITesting
import Testing

private struct Counter: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct Badge: View {
  let title: String
  var body: some View { Text(title) }
}

#Preview {
  Badge(title: "Unnamed preview")
}

#Preview("A named preview") {
  Badge(title: "Named")
}

#Preview("Two views") {
  Badge(title: "First")
  Badge(title: "Second")
}

#Preview("Sideways", traits: .landscapeLeft) {
  Badge(title: "Landscape")
}

#Preview("Fits", traits: .sizeThatFitsLayout, .portrait) {
  Badge(title: "Small")
}

#Preview("Fixed", traits: .fixedLayout(width: 300, height: 200)) {
  Badge(title: "In a box")
}

#Preview("With state") {
  @Previewable @State var count = 3
  Counter(count: $count)
}

#Preview("With a string holding braces") {
  // A comment with a } brace, and a string with one: neither ends the body.
  Badge(title: "Braces } and { \("inside")")
}

struct Counter_Previews: PreviewProvider {
  static var previews: some View {
    Badge(title: "From a provider")
      .previewDisplayName("Provided")
      .previewInterfaceOrientation(.landscapeRight)
  }
}

struct Plain_Previews: PreviewProvider {
  static var previews: some View {
    Badge(title: "Plain provider")
  }
}

@MainActor
@Suite("Previews")
struct PreviewTests {
  @Test("Every form of #Preview compiles and is listed under its name, or its file and line")
  func listed() {
    let names = HeadlessApp.previewNames
    for name in [
      "A named preview", "Two views", "Sideways", "Fits", "Fixed", "With state", "Provided", "Plain",
      "With a string holding braces",
    ] {
      #expect(names.contains(name), "\(name) is listed")
    }
    #expect(
      names.contains { $0.hasPrefix("PreviewTests.swift:") }, "an unnamed preview is named by its place")
  }

  @Test("A preview opens in the test host and shows its views")
  func opens() {
    #expect(HeadlessApp(preview: "A named preview").staticTexts["Named"].exists)
    let both = HeadlessApp(preview: "Two views")
    #expect(both.staticTexts["First"].exists && both.staticTexts["Second"].exists)
    #expect(HeadlessApp(preview: "With a string holding braces").staticTexts["Braces } and { inside"].exists)
  }

  @Test("A preview's traits choose how the device is held and the space it has")
  func traits() {
    #expect(HeadlessApp(preview: "Sideways").orientation == .landscape)
    #expect(HeadlessApp(preview: "Fits").orientation == .portrait)
    #expect(HeadlessApp(preview: "Fixed").windowSize == CGSize(width: 300, height: 200))
  }

  @Test("@Previewable state is the preview's own state: it changes when the preview is used")
  func previewableState() {
    let app = HeadlessApp(preview: "With state")
    #expect(app.staticTexts["Count 3"].exists)
    app.buttons["Add"].tap()
    #expect(app.staticTexts["Count 4"].exists)
    #expect(app.log.isEmpty)
  }

  @Test("A PreviewProvider's previews are hosted like any view, with their display name and orientation")
  func provider() {
    let app = HeadlessApp(preview: "Provided")
    #expect(app.staticTexts["From a provider"].exists)
    #expect(app.orientation == .landscape)
    #expect(HeadlessApp(preview: "Plain").staticTexts["Plain provider"].exists)
  }
}
