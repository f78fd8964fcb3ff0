import SwiftUI
import SwiftUITesting
import Testing

private struct Palette: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    VStack {
      Text("Scheme \(colorScheme == .dark ? "dark" : "light")")
      Text("Hue").foregroundStyle(Color(hue: 0, saturation: 1, brightness: 1))
      Text("White").foregroundStyle(Color(white: 1))
      Text("Brand").foregroundStyle(Color("Brand"))
      Text("Gradient").foregroundStyle(.blue.gradient)
      Text("Linear").foregroundStyle(
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
      Text("Material").padding().background(.ultraThinMaterial)
      Text("Tertiary").foregroundStyle(.tertiary)
      Image("turtlerock").resizable().scaledToFill().frame(width: 120, height: 80).clipShape(Circle())
      Image(systemName: "star").resizable(capInsets: EdgeInsets(), resizingMode: .tile)
        .aspectRatio(1, contentMode: .fit).frame(width: 44, height: 44)
      Image(decorative: "divider")
    }
  }
}

private struct Gallery: View {
  var body: some View {
    VStack {
      AsyncImage(url: URL(string: "https://example.com/photo.jpg")) { phase in
        if let image = phase.image {
          image.resizable()
        } else if phase.error != nil {
          Text("Could not load the photo")
        } else {
          ProgressView()
        }
      }
      AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
        image.resizable()
      } placeholder: {
        Text("Avatar placeholder")
      }
      AsyncImage(url: nil) { phase in
        if phase.image == nil && phase.error == nil { Text("Nothing to load") }
      }
    }
  }
}

@MainActor
@Suite("Colours, styles and images")
struct ColorAndImageTests {
  @Test("Colour initialisers make the colours they name; styles reach the host as a colour")
  func colours() {
    let app = HeadlessApp { Palette() }
    #expect(app.staticTexts["Hue"].foregroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(app.staticTexts["White"].foregroundColor?.description == "#FFFFFF")
    #expect(app.staticTexts["Brand"].foregroundColor == Color("Brand"))
    #expect(app.staticTexts["Gradient"].foregroundColor == .blue)
    #expect(app.staticTexts["Linear"].foregroundColor == .orange)
    #expect(app.staticTexts["Tertiary"].foregroundColor?.description == "tertiary")
    #expect(app.staticTexts["Material"].exists)
  }

  @Test("The colour scheme is light, and dark inside a view that prefers it")
  func colorScheme() {
    #expect(HeadlessApp { Palette() }.staticTexts["Scheme light"].exists)
    let dark = HeadlessApp { Palette().preferredColorScheme(.dark) }
    #expect(dark.staticTexts["Scheme dark"].exists)
    let set = HeadlessApp { Palette().environment(\.colorScheme, .dark) }
    #expect(set.staticTexts["Scheme dark"].exists)
  }

  @Test("A resizable image takes its frame; a decorative one is no element")
  func images() {
    let app = HeadlessApp { Palette() }
    #expect(app.images["turtlerock"].frame.size == CGSize(width: 120, height: 80))
    #expect(app.images["star"].frame.size == CGSize(width: 44, height: 44))
    #expect(!app.images["divider"].exists)
  }

  @Test("Without a network a web image fails and shows its placeholder; no URL stays empty")
  func asyncImagePhases() {
    let app = HeadlessApp { Gallery() }
    #expect(app.staticTexts["Could not load the photo"].exists)
    #expect(app.activityIndicators.count == 0)
    #expect(app.staticTexts["Avatar placeholder"].exists)
    #expect(app.staticTexts["Nothing to load"].exists)
  }
}

extension ColorAndImageTests {
  @Test("Gradient styles made with the static functions, and an image behind a view taking its frame")
  func gradientFunctionsAndImageBackgrounds() {
    let app = HeadlessApp {
      VStack {
        Text("Sunset")
          .padding(20)
          .background(Image("sunset").resizable())
        Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
          .frame(height: 20).accessibilityLabel("Band")
        HStack {
          Image(systemName: "star.fill")
          Text("Rated")
        }
        .foregroundStyle(.yellow)
      }
    }
    #expect(app.images["sunset"].frame == app.staticTexts["Sunset"].frame.insetBy(dx: -20, dy: -20))
    #expect(app.otherElements["Band"].exists)
    #expect(app.images["star.fill"].foregroundColor == .yellow)
    #expect(app.staticTexts["Rated"].foregroundColor == .yellow)
  }
}

extension ColorAndImageTests {
  @Test("A style's levels keep its colour; the separator style is a grey")
  func styleLevels() {
    let app = HeadlessApp {
      VStack {
        Text("Soft blue").foregroundStyle(.blue.secondary)
        Rectangle().fill(.separator).frame(height: 1).accessibilityLabel("Rule")
      }
    }
    #expect(app.staticTexts["Soft blue"].foregroundColor == .blue)
    #expect(app.otherElements["Rule"].exists)
  }
}
