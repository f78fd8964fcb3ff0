import SwiftUI

/// A star that marks a trip as a favourite.
struct FavoriteButton: View {
  @Binding var isFavorite: Bool

  var body: some View {
    Button(isFavorite ? "Unfavorite" : "Favorite", systemImage: isFavorite ? "star.fill" : "star") {
      isFavorite.toggle()
    }
  }
}
