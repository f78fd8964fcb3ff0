import SwiftUI
import Testing

@testable import SwiftUITerminal

/// The planner's picture picker: image buttons whose accessibility labels are longer than the icons.
private struct PicturePicker: View {
  @State private var selection = "mountain.2"
  static let pictures = ["airplane", "mountain.2", "beach.umbrella", "building.2", "tram"]

  var body: some View {
    VStack {
      HStack {
        ForEach(Self.pictures, id: \.self) { picture in
          Button {
            selection = picture
          } label: {
            Image(systemName: picture)
          }
          .accessibilityLabel(Text(picture == selection ? "\(picture), chosen" : picture))
        }
        Spacer()
        Button("Favorite", systemImage: "star") {}
      }
      Text("Chosen: \(selection)")
    }
  }
}

/// A button showing only an image draws the image's glyph in its own cells, whatever its accessibility
/// label says, so that a row of them reads as a row of icons.
@MainActor
@Suite struct SymbolButtonTests {
  @Test func thePicturePickerDrawsOneDistinctIconPerPicture() throws {
    let session = TerminalSession.sample { PicturePicker() }
    let text = session.text
    let row = try #require(text.split(separator: "\n").first { $0.contains("Favorite") }.map(String.init))
    let device = row.replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "Favorite", with: "")
    let icons = device.split(separator: " ").map(String.init)
    #expect(icons.count == 5, "five pictures beside Favorite, nothing else: \(row)")
    #expect(Set(icons).count == 5, "each picture has its own icon: \(row)")
    #expect(icons.allSatisfy { CharacterWidth.of($0) == 1 }, "icons, not words or letters: \(row)")
    #expect(!icons.contains { $0.unicodeScalars.allSatisfy { CharacterSet.letters.contains($0) } }, "\(row)")
    #expect(!row.contains("mountain") && !row.contains("chosen"), "no label drawn over the icons: \(row)")
  }

  @Test func aPictureIsChosenWithEnterAndNamedOnTheStatusLine() {
    let session = TerminalSession.sample { PicturePicker() }
    session.press("\t")
    #expect(session.text.contains("▸ button “mountain.2, chosen”"))
    session.press("\t\r")
    #expect(session.text.contains("Chosen: beach.umbrella"))
  }
}
