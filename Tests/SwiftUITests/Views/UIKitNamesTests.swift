import SwiftUI
import SwiftUITesting
import Testing

private struct DeviceBadge: View {
  @State private var opened = false
  var body: some View {
    VStack {
      Text(UIDevice.current.userInterfaceIdiom == .pad ? "Tablet layout" : "Phone layout")
      Text("\(UIDevice.current.systemName) \(UIDevice.current.systemVersion) on \(UIDevice.current.name)")
      Text("Screen \(Int(UIScreen.main.bounds.width)) wide")
      Button("Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened = $0 }
      }
      Text(opened ? "Settings opened" : "Not opened")
      Text("Grey").foregroundColor(Color(.systemGray6))
      Text("Label").foregroundStyle(Color(uiColor: .label))
      Image(uiImage: UIImage(systemName: "star.fill")!)
    }
  }
}

@MainActor
@Suite("UIKit names")
struct UIKitNamesTests {
  @Test("UIDevice answers from the host's device: an iPad is .pad, an iPhone .phone")
  func idiomFollowsTheHost() {
    let pad = HeadlessApp(device: .iPadAir11) { DeviceBadge() }
    #expect(pad.staticTexts["Tablet layout"].exists)
    #expect(pad.staticTexts["iPadOS 27.0 on iPad Air 11-inch (M4)"].exists)
    let phone = HeadlessApp(device: .iPhone17) { DeviceBadge() }
    #expect(phone.staticTexts["Phone layout"].exists)
    #expect(phone.staticTexts["iOS 27.0 on iPhone 17"].exists)
  }

  @Test("UIScreen's bounds are the host's size, upright or sideways")
  func screenBounds() {
    let upright = HeadlessApp(device: .iPhone17) { DeviceBadge() }
    #expect(upright.staticTexts["Screen 393 wide"].exists)
    let sideways = HeadlessApp(device: .iPhone17, orientation: .landscape) { DeviceBadge() }
    #expect(sideways.staticTexts["Screen 852 wide"].exists)
  }

  @Test("UIApplication opens a URL through the system, as openURL does")
  func openSettings() {
    let app = HeadlessApp { DeviceBadge() }
    app.buttons["Settings"].tap()
    #expect(app.openedURLs == [URL(string: "app-settings:")!])
    #expect(app.staticTexts["Settings opened"].exists)
  }

  @Test("UIKit colours and images reach the hosts as SwiftUI's")
  func coloursAndImages() {
    let app = HeadlessApp { DeviceBadge() }
    #expect(app.staticTexts["Grey"].foregroundColor == Color(uiColor: .systemGray6))
    #expect(app.staticTexts["Grey"].foregroundColor?.description == "systemGray6")
    #expect(app.staticTexts["Label"].foregroundColor == Color(.label))
    #expect(app.images["star.fill"].exists)
    #expect(Color(uiColor: .systemRed) == .red)
    #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
  }
}
