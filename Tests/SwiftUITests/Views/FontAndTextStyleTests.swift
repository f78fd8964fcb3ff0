import SwiftUI
import SwiftUITesting
import Testing

private let longText =
  "A trip along the coast with stops in every small town between Seattle and San Francisco"

private struct Styled: View {
  var body: some View {
    VStack {
      Text("Title").font(.title)
      Text("Price").font(.system(size: 17, weight: .semibold, design: .rounded)).monospacedDigit()
      Text("Custom").font(.custom("Avenir", size: 20))
      Text("Heavy").fontWeight(.heavy)
      Text("Slanted").italic()
      VStack {
        Text("Inherited")
        Text("Section").textCase(.uppercase)
      }
      .font(.headline)
      .bold()
      Text(longText).lineLimit(1)
      Text(longText).lineLimit(2...3)
      Text(longText)
      Text("Short").lineLimit(3, reservesSpace: true)
      Text("Brief").lineLimit(2...)
      Text("Terse").lineLimit(...4)
      Text("Quiet").foregroundStyle(.secondary)
      Text("Spaced").kerning(2).tracking(1).baselineOffset(2)
        .truncationMode(.middle).minimumScaleFactor(0.5).allowsTightening(true)
      Text("Seattle, ") + Text("June").bold()
    }
    .frame(width: 200)
  }
}

/// A text in a view of its own, whose body reads nothing: only the text reads the case and the font.
private struct Greeting: View {
  var body: some View { Text("Hello") }
}

private struct Shouting: View {
  @State private var isShouting = false
  var body: some View {
    VStack {
      Greeting()
        .textCase(isShouting ? .uppercase : nil)
        .font(isShouting ? .title : nil)
      Button("Shout") { isShouting.toggle() }
    }
  }
}

@MainActor
@Suite("Fonts and text styles")
struct FontAndTextStyleTests {
  @Test("A text reports the font it was given, with its weight, design and variants")
  func fonts() {
    let app = HeadlessApp { Styled() }
    #expect(app.staticTexts["Title"].font == .title)
    #expect(
      app.staticTexts["Price"].font
        == .system(size: 17, weight: .semibold, design: .rounded).monospacedDigit())
    #expect(app.staticTexts["Custom"].font == .custom("Avenir", size: 20))
    #expect(app.staticTexts["Heavy"].font == .body.weight(.heavy))
    #expect(app.staticTexts["Slanted"].font == .body.italic())
    #expect(app.staticTexts["Inherited"].font == .headline.bold())
    #expect(app.staticTexts["Title"].font?.description == "title")
    #expect(Font.system(.largeTitle, design: .serif, weight: .bold).description == "largeTitle, bold, serif")
  }

  @Test("textCase shows a text in capitals")
  func textCase() {
    let app = HeadlessApp { Styled() }
    #expect(app.staticTexts["SECTION"].exists)
    #expect(!app.staticTexts["Section"].exists)
  }

  @Test("A text follows its environment's case and font as they change, though its view's body does not run")
  func textFollowsItsEnvironment() {
    let app = HeadlessApp { Shouting() }
    #expect(app.staticTexts["Hello"].exists)
    app.buttons["Shout"].tap()
    #expect(app.staticTexts["HELLO"].exists)
    #expect(app.staticTexts["HELLO"].font == .title)
    app.buttons["Shout"].tap()
    #expect(app.staticTexts["Hello"].exists)
    #expect(app.staticTexts["Hello"].font == nil)
  }

  @Test("lineLimit cuts a long text to its lines; a range's lower bound or reserved space keeps lines")
  func lineLimits() {
    let app = HeadlessApp { Styled() }
    let texts = app.staticTexts.matching(longText)
    #expect(texts.element(boundBy: 0).frame.height == 22)
    #expect(texts.element(boundBy: 1).frame.height == 66)
    #expect(texts.element(boundBy: 2).frame.height > 66)
    #expect(app.staticTexts["Short"].frame.height == 66)
    #expect(app.staticTexts["Brief"].frame.height == 44)
    #expect(app.staticTexts["Terse"].frame.height == 22)
  }

  @Test("A secondary style reaches the host as the secondary colour; concatenated texts read as one")
  func stylesAndConcatenation() {
    let app = HeadlessApp { Styled() }
    #expect(app.staticTexts["Quiet"].foregroundColor == .secondary)
    #expect(app.staticTexts["Seattle, June"].exists)
    #expect(app.staticTexts["Spaced"].frame.height == 22)
  }
}
