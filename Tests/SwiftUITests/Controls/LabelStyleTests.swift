import SwiftUI
import SwiftUITesting
import Testing

/// The style Scrumdinger-like apps write: the title first, the icon after it.
private struct TrailingIcon: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIcon {
  fileprivate static var trailingIcon: Self { Self() }
}

private struct Labels: View {
  @State private var shared = 0
  var body: some View {
    VStack {
      Label("Plain", systemImage: "doc")
      Label("Only the icon", systemImage: "trash").labelStyle(.iconOnly)
      Label("Only the title", systemImage: "star").labelStyle(.titleOnly)
      Label("Length", systemImage: "clock").labelStyle(.trailingIcon)
      Button {
        shared += 1
      } label: {
        Label("Share", systemImage: "square.and.arrow.up")
      }
      .labelStyle(.iconOnly)
      Text("Shared \(shared)")
    }
  }
}

@MainActor
@Suite("Label styles")
struct LabelStyleTests {
  @Test("A label shows its icon beside its title")
  func titleAndIcon() {
    let app = HeadlessApp { Labels() }
    #expect(app.staticTexts["Plain"].exists)
    #expect(app.images["doc"].frame.maxX <= app.staticTexts["Plain"].frame.minX)
  }

  @Test("An icon-only label shows the icon alone, named by its title")
  func iconOnly() {
    let app = HeadlessApp { Labels() }
    #expect(app.images["Only the icon"].exists)
    #expect(!app.staticTexts["Only the icon"].exists)
  }

  @Test("A title-only label shows the title alone")
  func titleOnly() {
    let app = HeadlessApp { Labels() }
    #expect(app.staticTexts["Only the title"].exists)
    #expect(!app.images["star"].exists)
  }

  @Test("A custom LabelStyle places the title and icon its way: here the icon after the title")
  func customStyle() {
    let app = HeadlessApp { Labels() }
    let title = app.staticTexts["Length"].frame
    let icon = app.images["clock"].frame
    #expect(icon.minX >= title.maxX)
    #expect(abs(icon.midY - title.midY) < 1)
  }

  @Test("An icon-only button is named by its title and still runs its action")
  func iconOnlyButton() {
    let app = HeadlessApp { Labels() }
    app.buttons["Share"].tap()
    #expect(app.staticTexts["Shared 1"].exists)
  }
}
