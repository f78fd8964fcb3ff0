import SwiftUI

/// Chooses the picture of a trip among a few symbols.
struct PicturePicker: View {
  @Binding var selection: String
  static let pictures = ["airplane", "mountain.2", "beach.umbrella", "building.2", "tram"]

  var body: some View {
    HStack {
      ForEach(Self.pictures, id: \.self) { picture in
        Button {
          selection = picture
        } label: {
          Image(systemName: picture)
        }
        .accessibilityLabel(Text(picture == selection ? "\(picture), chosen" : picture))
      }
    }
  }
}
