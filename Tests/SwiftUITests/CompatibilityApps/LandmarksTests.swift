import SwiftUI
import SwiftUITesting
import Testing

@MainActor
@Suite("Compatibility: a landmarks browser")
struct LandmarksTests {
  @Test("The list shows every landmark, starred where it is a favourite")
  func list() {
    let app = HeadlessApp(device: .iPhone17) { LandmarksContentView() }
    #expect(app.navigationBars["Landmarks"].exists)
    #expect(app.cells.count == 4)
    // A link's row is one button, as XCUITest shows it, named by its text.
    for name in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"] {
      #expect(app.buttons[name].exists)
    }
    #expect(app.log.isEmpty)
  }

  @Test("Favorites only hides the others")
  func favoritesOnly() {
    let app = HeadlessApp(device: .iPhone17) { LandmarksContentView() }
    app.switches["Favorites only"].tap()
    #expect(!app.buttons["Silver Salmon Creek"].exists)
    #expect(app.buttons["Chilkoot Trail"].exists)
  }

  @Test("The detail shows the circled photo, the map's label, fonts, and a working favourite button")
  func detail() {
    let app = HeadlessApp(device: .iPhone17) { LandmarksContentView() }
    app.buttons["Silver Salmon Creek"].tap()
    #expect(app.navigationBars["Silver Salmon Creek"].exists)
    #expect(app.otherElements["Map of Lake Clark National Park and Preserve"].exists)
    #expect(app.images["silversalmoncreek"].frame.size == CGSize(width: 120, height: 120))
    #expect(app.staticTexts["About Silver Salmon Creek"].font == .title2.weight(.semibold))
    #expect(app.staticTexts["Alaska"].foregroundColor == .secondary)
    let favorite = app.buttons["Toggle Favorite"]
    #expect(favorite.systemImage == "star")
    favorite.tap()
    #expect(favorite.systemImage == "star.fill")
    app.swipeBack()
    app.switches["Favorites only"].tap()
    #expect(app.buttons["Silver Salmon Creek"].exists, "the favourite reached the shared model")
  }

  @Test("On an iPad, the list adds a category card on a rounded rectangle, since UIDevice says .pad")
  func padCard() {
    let pad = HeadlessApp(device: .iPadAir11) { LandmarksContentView() }
    #expect(pad.staticTexts["ALASKA"].exists)
    #expect(pad.staticTexts["2 landmarks"].font == .caption)
    let phone = HeadlessApp(device: .iPhone17) { LandmarksContentView() }
    #expect(!phone.staticTexts["ALASKA"].exists)
  }
}
