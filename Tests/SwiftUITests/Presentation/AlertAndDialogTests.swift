import SwiftUI
import SwiftUITesting
import Testing

// P8
private struct DeleteAlert: View {
  @State private var cities = ["Seattle", "Vancouver"]
  @State private var isAsking = false

  var body: some View {
    VStack(spacing: 20) {
      ForEach(cities, id: \.self) { Text($0) }
      Button("Delete Seattle") { isAsking = true }
      Text("asking: \(isAsking ? "yes" : "no")")
    }
    .alert("Delete Seattle?", isPresented: $isAsking) {
      Button("Delete", role: .destructive) { cities.removeAll { $0 == "Seattle" } }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct BareAlert: View {
  @State private var isShown = false
  var body: some View {
    Button("Tell me") { isShown = true }
      .alert("Saved", isPresented: $isShown) {}
  }
}

// P7
private struct DeleteDialog: View {
  @State private var isAsking = false
  @State private var deleted = false

  var body: some View {
    VStack {
      Button("Delete Seattle") { isAsking = true }
        .confirmationDialog("Delete Seattle?", isPresented: $isAsking, titleVisibility: .visible) {
          Button("Delete", role: .destructive) { deleted = true }
        }
      Text(isAsking ? "asking" : "not asking")
      Text(deleted ? "deleted" : "kept")
    }
  }
}

private struct DialogWithCancel: View {
  @State private var isAsking = false
  var body: some View {
    Button("Delete Seattle") { isAsking = true }
      .confirmationDialog("Delete Seattle?", isPresented: $isAsking) {
        Button("Delete", role: .destructive) {}
        Button("Keep it", role: .cancel) { print("kept") }
      }
  }
}

// K4: the SDK 27 item overloads; the item is not Identifiable.
private struct Photo: Equatable {
  let name: String
}

private struct PhotoDialog: View {
  @State private var photoToDelete: Photo?
  @State private var photos = [Photo(name: "Beach"), Photo(name: "Harbor")]

  var body: some View {
    VStack {
      ForEach(photos, id: \.name) { photo in
        Button("Remove \(photo.name)") { photoToDelete = photo }
      }
      Text(photoToDelete == nil ? "no photo" : "a photo")
    }
    .confirmationDialog("Delete photo?", item: $photoToDelete) { photo in
      Button("Delete \(photo.name)", role: .destructive) {
        photos.removeAll { $0 == photo }
      }
    } message: { photo in
      Text("\(photo.name) will be removed.")
    }
  }
}

private struct PhotoAlert: View {
  @State private var photo: Photo?
  var body: some View {
    Button("Ask") { photo = Photo(name: "Beach") }
      .alert("Rename photo?", item: $photo) { photo in
        Button("Rename \(photo.name)") {}
      } message: { photo in
        Text("\(photo.name) gets a new name.")
      }
  }
}

private struct SaveError: LocalizedError {
  var errorDescription: String? { "The disk is full" }
}

private struct ErrorAlert: View {
  @State private var error: SaveError?
  var body: some View {
    Button("Save") { error = SaveError() }
      .alert(error: $error) {
        Button("OK") {}
      }
  }
}

// P6 and K13
private struct InfoPopover: View {
  let keepBubble: Bool
  @State private var isShown = false
  var body: some View {
    Button("Info") { isShown = true }
      .popover(isPresented: $isShown) {
        if keepBubble {
          Text("A popover").padding().presentationCompactAdaptation(.popover)
        } else {
          Text("A popover").padding()
        }
      }
  }
}

/// iOS 16's alert that asks for text: a text field and a secure field among its actions.
private struct SignIn: View {
  @State private var asking = false
  @State private var name = ""
  @State private var password = ""
  @State private var signedIn = "nobody"
  var body: some View {
    VStack {
      Button("Sign in") { asking = true }
      Text("Signed in as \(signedIn)")
    }
    .alert("Sign in", isPresented: $asking) {
      TextField("Name", text: $name)
      SecureField("Password", text: $password)
      Button("OK") { signedIn = password.isEmpty ? "nobody" : name }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Enter your name and password.")
    }
  }
}

@MainActor
@Suite("Alerts, dialogs and popovers (P6-P8, K4, K13)")
struct AlertAndDialogTests {
  @Test("P8: Delete runs its action and the alert closes itself, resetting the binding")
  func alertCloses() {
    let app = HeadlessApp { DeleteAlert() }
    app.buttons["Delete Seattle"].tap()
    let alert = app.alerts["Delete Seattle?"]
    #expect(alert.exists)
    #expect(alert.staticTexts["This cannot be undone."].exists)
    #expect(alert.buttons["Delete"].buttonRole == .destructive)
    #expect(alert.buttons["Cancel"].exists)
    alert.buttons["Delete"].tap()
    #expect(app.alerts.count == 0)
    #expect(!app.staticTexts["Seattle"].exists)
    #expect(app.staticTexts["Vancouver"].exists)
    #expect(app.staticTexts["asking: no"].exists)
  }

  @Test("P8: Cancel changes nothing but closes the alert")
  func alertCancel() {
    let app = HeadlessApp { DeleteAlert() }
    app.buttons["Delete Seattle"].tap()
    app.alerts.firstMatch.buttons["Cancel"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.staticTexts["Seattle"].exists)
  }

  @Test("P8: an alert with no buttons gets OK; no Cancel is added")
  func alertOK() {
    let app = HeadlessApp { BareAlert() }
    app.buttons["Tell me"].tap()
    #expect(app.alerts.firstMatch.buttons.count == 1)
    #expect(app.alerts.firstMatch.buttons["OK"].exists)
    app.buttons["OK"].tap()
    #expect(app.alerts.count == 0)

    let withButtons = HeadlessApp { DeleteAlert() }
    withButtons.buttons["Delete Seattle"].tap()
    #expect(withButtons.alerts.firstMatch.buttons.count == 2)
  }

  @Test("P7: an iPhone shows a one-button dialog as a bubble at its button, with no Cancel")
  func dialogBubble() {
    let app = HeadlessApp { DeleteDialog() }
    app.buttons["Delete Seattle"].tap()
    let dialog = app.dialogs["Delete Seattle?"]
    #expect(dialog.presentationStyle == .popover)
    #expect(dialog.buttons.count == 1)
    #expect(!app.buttons["Cancel"].exists)
    let source = app.buttons["Delete Seattle"].frame
    #expect(dialog.frame.minY >= source.maxY)
    app.tapOutside()
    #expect(app.dialogs.count == 0)
    #expect(app.staticTexts["not asking"].exists)
    #expect(app.staticTexts["kept"].exists)
  }

  @Test("P7: the destructive button runs and closes the dialog")
  func dialogDestructive() {
    let app = HeadlessApp { DeleteDialog() }
    app.buttons["Delete Seattle"].tap()
    app.dialogs.firstMatch.buttons["Delete"].tap()
    #expect(app.dialogs.count == 0)
    #expect(app.staticTexts["deleted"].exists)
  }

  @Test("P7: a cancel-role button takes the place of the dismiss action")
  func dialogCancelRole() {
    let app = HeadlessApp { DialogWithCancel() }
    app.buttons["Delete Seattle"].tap()
    #expect(!app.dialogs.firstMatch.buttons["Keep it"].exists)
    app.tapOutside()
    #expect(app.console == ["kept"])
    #expect(app.dialogs.count == 0)
  }

  @Test("K4: confirmationDialog(item:) passes the value to the closures and resets it to nil")
  func itemDialog() {
    let app = HeadlessApp { PhotoDialog() }
    app.buttons["Remove Harbor"].tap()
    let dialog = app.dialogs["Delete photo?"]
    #expect(dialog.staticTexts["Harbor will be removed."].exists)
    dialog.buttons["Delete Harbor"].tap()
    #expect(app.dialogs.count == 0)
    #expect(!app.buttons["Remove Harbor"].exists)
    #expect(app.staticTexts["no photo"].exists)
  }

  @Test("K4: alert(item:) with a non-Identifiable item")
  func itemAlert() {
    let app = HeadlessApp { PhotoAlert() }
    app.buttons["Ask"].tap()
    #expect(app.alerts["Rename photo?"].staticTexts["Beach gets a new name."].exists)
    app.buttons["Rename Beach"].tap()
    #expect(app.alerts.count == 0)
  }

  @Test("alert(error:) is titled with the error's description")
  func errorAlert() {
    let app = HeadlessApp { ErrorAlert() }
    app.buttons["Save"].tap()
    #expect(app.alerts["The disk is full"].exists)
    app.buttons["OK"].tap()
    #expect(app.alerts.count == 0)
  }

  @Test("P6: on an iPhone a popover appears as a sheet")
  func popoverAdaptsToSheet() {
    let app = HeadlessApp { InfoPopover(keepBubble: false) }
    app.buttons["Info"].tap()
    #expect(app.sheets.count == 1)
    #expect(app.popovers.count == 0)
    #expect(app.sheets.firstMatch.staticTexts["A popover"].exists)
  }

  @Test("P6, K13: presentationCompactAdaptation(.popover) keeps the bubble at its button")
  func popoverBubbleOnPhone() {
    let app = HeadlessApp { InfoPopover(keepBubble: true) }
    app.buttons["Info"].tap()
    let popover = app.popovers.firstMatch
    #expect(popover.exists)
    #expect(popover.frame.minY >= app.buttons["Info"].frame.maxY)
    app.tapOutside()
    #expect(app.popovers.count == 0)
  }

  @Test("P6: on an iPad a popover is a bubble")
  func popoverOnPad() {
    let app = HeadlessApp(device: .iPadAir11) { InfoPopover(keepBubble: false) }
    app.buttons["Info"].tap()
    #expect(app.popovers.count == 1)
    #expect(app.sheets.count == 0)
  }

  @Test("An alert's text fields are typed into above its buttons, and its buttons read them")
  func alertWithTextFields() {
    let app = HeadlessApp { SignIn() }
    app.buttons["Sign in"].tap()
    let alert = app.alerts["Sign in"]
    let name = alert.textFields["Name"]
    let password = alert.secureTextFields["Password"]
    #expect(name.exists)
    #expect(password.exists)
    #expect(alert.staticTexts["Enter your name and password."].frame.maxY <= name.frame.minY)
    #expect(password.frame.maxY <= alert.buttons["OK"].frame.minY)
    name.typeText("Kim")
    password.typeText("secret")
    alert.buttons["OK"].tap()
    #expect(app.alerts.count == 0)
    #expect(app.staticTexts["Signed in as Kim"].exists)
  }
}
