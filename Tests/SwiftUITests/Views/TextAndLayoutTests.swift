import SwiftUI
import SwiftUITesting
import Testing

private struct Nights: View {
  @State private var nights = 1
  @State private var price = 0
  var body: some View {
    Form {
      Stepper(value: $nights, in: 1...60) {
        Text("^[\(nights) night](inflect: true)")
      }
      Stepper(value: $price, in: 0...20_000, step: 250) {
        Text(price, format: .currency(code: "USD"))
      }
      Text("**Bold** and *italic* and [a link](https://example.com)")
      Text(verbatim: "**not markdown**")
      Text("Stars: \("**value**")")
    }
  }
}

/// S5
private struct Fits: View {
  var body: some View {
    VStack(spacing: 30) {
      ViewThatFits {
        Text("Short")
        Text("A much longer label that would also have fitted")
      }
      ViewThatFits {
        Text(
          "A label far too long to fit on one line of an iPhone screen at this size, so it cannot be chosen"
        )
        .fixedSize()
        Text("The fallback")
      }
      ViewThatFits {
        Text("A label far too long to fit on one line of an iPhone screen at this size, but it wraps")
        Text("Not chosen")
      }
    }
    .padding()
  }
}

private struct Labels: View {
  var body: some View {
    VStack {
      ViewThatFits(in: .horizontal) {
        Label("Seattle, June 12 to June 17, 5 nights", systemImage: "airplane")
        Label("Seattle, 5 nights", systemImage: "airplane")
        Image(systemName: "airplane")
      }
    }
    .frame(width: 200)
  }
}

private struct Planner: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var city = ""
  @State private var country = ""
  var body: some View {
    let fields =
      sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
    VStack {
      fields {
        TextField("City", text: $city)
        TextField("Country", text: $country)
      }
      Button("Add to my trips") {}
        .disabled(city.isEmpty)
    }
  }
}

private struct BigList: View {
  var body: some View {
    List(0..<100_000) { index in
      Text("Row \(index)")
    }
  }
}

private struct DuplicateIDs: View {
  var body: some View {
    VStack {
      ForEach(["a", "a"], id: \.self) { Text($0) }
    }
  }
}

/// A row whose content is resolved at every update (it holds a presentation), so that a second row
/// with its id cannot take the first one's kept elements.
private struct NamedRow: View {
  let name: String
  var body: some View {
    Text(name).sheet(isPresented: .constant(false)) { Text("Never shown") }
  }
}

private struct DuplicateRowViews: View {
  var body: some View {
    VStack {
      ForEach(["a", "a"], id: \.self) { NamedRow(name: $0) }
    }
  }
}

private struct FourCharacters: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("abcd")
      Text("çàéü")
      Text("👍🏽👍🏽👍🏽👍🏽")
      Text("ab cd ef gh ij kl mn op qr st uv wx yz ab cd ef gh ij kl mn")
      Text("àb cd ef gh ij kl mn op qr st uv wx yz ab cd ef gh ij kl mn")
    }
  }
}

/// Texts of one length whose first byte outside ASCII, or whose carriage return, lies past the
/// first eight bytes and in the last few: a text is measured eight bytes at a time, then a byte at a
/// time.
private struct LateCharacters: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Reykjavik and Akureyri")
      Text("Reykjavík and Akureyri")
      Text("Reykjavik and Akureyrí")
      Text("Reykjavik\r\nand Akureyri")
      Text("Reykjavik and Akureyri\r\n")
    }
  }
}

@MainActor
@Suite("Text, controls and layout (S5, T7's controls)")
struct TextAndLayoutTests {
  @Test("A character of several bytes, or a carriage return and line feed, is one character anywhere")
  func lateCharactersCountOnce() {
    let app = HeadlessApp { LateCharacters() }
    let plain = app.staticTexts["Reykjavik and Akureyri"].frame
    #expect(plain.width == 22 * 8.5)
    #expect(app.staticTexts["Reykjavík and Akureyri"].frame.size == plain.size)
    #expect(app.staticTexts["Reykjavik and Akureyrí"].frame.size == plain.size)
    #expect(app.staticTexts["Reykjavik\r\nand Akureyri"].frame.size == plain.size)
    #expect(app.staticTexts["Reykjavik and Akureyri\r\n"].frame.width == 23 * 8.5)
  }

  @Test("A text is as wide as its characters, however many bytes each takes, and wraps alike")
  func widthByCharacters() {
    let app = HeadlessApp { FourCharacters() }
    let plain = app.staticTexts["abcd"].frame
    #expect(plain.width > 0)
    #expect(app.staticTexts["çàéü"].frame.size == plain.size)
    #expect(app.staticTexts["👍🏽👍🏽👍🏽👍🏽"].frame.size == plain.size)
    let wrapped = app.staticTexts["ab cd ef gh ij kl mn op qr st uv wx yz ab cd ef gh ij kl mn"].frame
    #expect(wrapped.height > plain.height)
    #expect(
      app.staticTexts["àb cd ef gh ij kl mn op qr st uv wx yz ab cd ef gh ij kl mn"].frame.size
        == wrapped.size)
  }

  @Test("Inflection agrees the noun with the number; currency in US dollars")
  func inflectionAndCurrency() {
    let app = HeadlessApp { Nights() }
    #expect(app.steppers["1 night"].exists)
    app.steppers["1 night"].increment()
    app.steppers["2 nights"].increment()
    #expect(app.steppers["3 nights"].exists)
    #expect(app.steppers["$0.00"].exists)
    app.steppers["$0.00"].increment()
    #expect(app.steppers["$250.00"].exists)
  }

  @Test("Only `inflect: true` asks for agreement, however it is spaced and whatever is beside it")
  func inflectionAttributes() {
    let app = HeadlessApp {
      VStack {
        Text("^[2 night](inflect:true)")
        Text("^[1 apples](partOfSpeech: \"noun\", inflect: true)")
        Text("^[3 child](inflect: false)")
        Text("^[1,000 mouse](inflect: true)")
      }
    }
    #expect(app.staticTexts["2 nights"].exists)
    #expect(app.staticTexts["1 apple"].exists)
    #expect(app.staticTexts["3 child"].exists)
    #expect(app.staticTexts["1,000 mice"].exists)
  }

  @Test("Inflection keeps words of any script whole, and a word that is not a number inflects nothing")
  func inflectionBeyondASCII() {
    let app = HeadlessApp {
      VStack {
        Text("^[2 café](inflect: true)")
        Text("^[1 crème brûlée](inflect: true)")
        Text("^[many night](inflect: true)")
      }
    }
    #expect(app.staticTexts["2 cafés"].exists)
    #expect(app.staticTexts["1 crème brûlée"].exists)
    #expect(app.staticTexts["many night"].exists)
  }

  @Test("Steppers stop at the ends of their range")
  func stepperRange() {
    let app = HeadlessApp { Nights() }
    #expect(!app.steppers["1 night"].canDecrement)
    #expect(app.steppers["1 night"].canIncrement)
    app.steppers["1 night"].decrement()
    #expect(app.steppers["1 night"].exists, "at its start, decrementing does nothing, as on iOS")
  }

  @Test("Markdown in a literal is applied; in verbatim text and interpolated values it is not")
  func markdown() {
    let app = HeadlessApp { Nights() }
    #expect(app.staticTexts["Bold and italic and a link"].exists)
    #expect(app.staticTexts["**not markdown**"].exists)
    #expect(app.staticTexts["Stars: **value**"].exists)
  }

  @Test("Markdown reads alike with accents or without, and a `_` inside a word stays")
  func markdownBeyondASCII() {
    let value = "*kept*"
    let app = HeadlessApp {
      VStack {
        Text("**Bold**, _it_al_ic_, `co*de`, [a link](https://example.com), \\*, ~~gone~~ and \(value)")
        Text("**Bôld**, _it_al_ic_, `co*de`, [a link](https://example.com), \\*, ~~gone~~ and \(value)")
        Text("*not closed and ^[2 night](inflect: true)")
        Text("*not clôsed and ^[2 night](inflect: true)")
      }
    }
    #expect(app.staticTexts["Bold, it_al_ic, co*de, a link, *, gone and *kept*"].exists)
    #expect(app.staticTexts["Bôld, it_al_ic, co*de, a link, *, gone and *kept*"].exists)
    #expect(app.staticTexts["*not closed and 2 nights"].exists)
    #expect(app.staticTexts["*not clôsed and 2 nights"].exists)
  }

  @Test("S5: ViewThatFits shows the first child that fits, in order")
  func viewThatFits() {
    let app = HeadlessApp { Fits() }
    #expect(app.staticTexts["Short"].exists)
    #expect(!app.staticTexts["A much longer label that would also have fitted"].exists)
    #expect(app.staticTexts["The fallback"].exists)
    #expect(
      app.staticTexts[
        "A label far too long to fit on one line of an iPhone screen at this size, but it wraps"
      ].exists)
    #expect(!app.staticTexts["Not chosen"].exists)
  }

  @Test("S5: a label list from most to least generous picks the first that fits")
  func labelList() {
    let app = HeadlessApp { Labels() }
    #expect(app.staticTexts["Seattle, 5 nights"].exists)
    #expect(!app.staticTexts["Seattle, June 12 to June 17, 5 nights"].exists)
  }

  @Test("T7: AnyLayout follows the size class; a disabled button cannot be tapped")
  func adaptiveFields() {
    let phone = HeadlessApp { Planner() }
    let city = phone.textFields["City"].frame
    let country = phone.textFields["Country"].frame
    #expect(country.minY > city.minY)
    #expect(!phone.buttons["Add to my trips"].isEnabled)
    phone.textFields["City"].typeText("Lima")
    #expect(phone.buttons["Add to my trips"].isEnabled)
    // The same field keeps its text when the layout changes.
    phone.device = .iPadAir11
    #expect(phone.textFields["City"].value == "Lima")
    #expect(phone.textFields["Country"].frame.minY == phone.textFields["City"].frame.minY)
  }

  @Test("A list builds only the rows on screen")
  func lazyList() {
    let app = HeadlessApp { BigList() }
    #expect(app.cells.count < 30)
    #expect(app.metrics.rowsBuilt < 30)
    app.swipeUp()
    #expect(!app.cells["Row 0"].exists)
    #expect(app.cells.count < 30)
  }

  @Test("Duplicate ForEach ids get SwiftUI's warning")
  func duplicateIDs() {
    let app = HeadlessApp { DuplicateIDs() }
    #expect(app.log.contains { $0.contains("occurs multiple times within the collection") })
  }

  @Test("Rows sharing an id: SwiftUI's warning in the log, the shared identity as a note")
  func duplicateRowViews() {
    let app = HeadlessApp { DuplicateRowViews() }
    #expect(app.log.contains { $0.contains("occurs multiple times within the collection") })
    #expect(!app.log.contains { $0.hasPrefix("Two views share one identity") })
    #expect(app.diagnostics.contains { $0.hasPrefix("Two views share one identity (NamedRow)") })
  }
}
