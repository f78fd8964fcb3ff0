import SwiftUI
import Testing

@testable import SwiftUITerminal

/// Shapes as the terminal draws them: fills as shade characters in their colour, outlines as lines.
@MainActor
@Suite struct ShapeFrameTests {
  /// The rows of the frame that hold a character.
  func rows(_ text: String, containing needle: Character) -> [String] {
    text.split(separator: "\n").filter { $0.contains(needle) }.map(String.init)
  }

  @Test func aFilledRectangleIsABlockOfShadeInItsColour() {
    let session = TerminalSession.sample(usesColor: true) {
      Rectangle().fill(.red).frame(width: 85, height: 44)
    }
    let shaded = rows(session.text, containing: "▒")
    #expect(shaded.count == 2)
    #expect(shaded.allSatisfy { $0.filter { $0 == "▒" }.count == 10 })
    #expect(session.frame.style(of: "▒▒▒▒▒▒▒▒▒▒")?.foreground == TerminalColor.named("red"))
  }

  @Test func aStrokedCircleIsAnOutlineWithAnEmptyMiddle() {
    let session = TerminalSession.sample {
      Circle().stroke(.blue, lineWidth: 2).frame(width: 110, height: 110)
    }
    let text = session.text
    #expect(text.contains("╭"))
    #expect(text.contains("╯"))
    let middle = rows(text, containing: "│").first ?? ""
    #expect(middle.contains(where: { $0 == "│" }))
    #expect(!text.contains("▒"))
    let sides = middle.filter { $0 == "│" }.count
    #expect(sides >= 2, "the outline has a left and a right side: \(middle)")
  }

  @Test func aRoundedBackgroundShadesBehindItsTextWhichStaysReadable() {
    let session = TerminalSession.sample {
      VStack {
        Text("Seattle").padding(17).background(RoundedRectangle(cornerRadius: 8).fill(.yellow))
        Text("After the card")
      }
    }
    let text = session.text
    let card = rows(text, containing: "▒")
    #expect(card.count >= 2)
    #expect(card.contains { $0.contains("Seattle") })
    #expect(text.contains("After the card"))
  }

  @Test func aClearColourDrawsNothing() {
    let session = TerminalSession.sample {
      Text("Plain").background(Color.clear)
    }
    #expect(!session.text.contains("▒"))
    #expect(session.text.contains("Plain"))
  }
}

extension ShapeFrameTests {
  @Test func anOutlineAroundATextLeavesTheTextReadable() {
    let session = TerminalSession.sample {
      Text("Card").padding(12).overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.blue, lineWidth: 1))
    }
    let text = session.text
    #expect(text.contains("Card"))
    #expect(text.contains("╭"))
  }

  @Test func aThinRuleIsALine() {
    let session = TerminalSession.sample(columns: 60, rows: 30) {
      VStack {
        Text("Above")
        Rectangle().fill(.gray).frame(height: 1)
      }
    }
    #expect(session.text.contains("━━━━━━━━━━"))
  }
}

extension ShapeFrameTests {
  @Test func aLightBackgroundIsALightShade() {
    let session = TerminalSession.sample {
      Text("Quiet card").padding(20).background(Color(uiColor: .systemGray6))
    }
    #expect(session.text.contains("░"))
    #expect(!session.text.contains("▒"))
    #expect(session.text.contains("Quiet card"))
  }
}

extension ShapeFrameTests {
  @Test func aTextLimitedToOneLineEndsWithAnEllipsis() {
    let session = TerminalSession.sample(columns: 60, rows: 30) {
      VStack {
        Text("A trip along the coast with stops in every small town between Seattle and San Diego")
          .lineLimit(1)
        Text("Next")
      }
    }
    let text = session.text
    let row = text.split(separator: "\n").first { $0.contains("A trip") }
    #expect(row?.contains("…") == true)
    #expect(!text.contains("San Diego"))
    #expect(text.contains("Next"))
  }

  @Test func aHeadlineIsBold() {
    let session = TerminalSession.sample { Text("Turtle Rock").font(.headline) }
    #expect(session.text.contains("Turtle Rock"))
    #expect(session.frame.style(of: "Turtle Rock")?.attributes.contains(.bold) == true)
  }
}

extension ShapeFrameTests {
  @Test func aTappableShapeTakesTheFocusAndShowsIt() {
    final class Taps { var count = 0 }
    let taps = Taps()
    let session = TerminalSession.sample {
      Circle().fill(.green).frame(width: 40, height: 44).onTapGesture { taps.count += 1 }
        .accessibilityLabel("Go")
    }
    let text = session.text
    #expect(text.contains("▒"))
    #expect(session.frame.style(of: "▒")?.attributes.contains(.reverse) == true)
    session.press("\r")
    #expect(taps.count == 1)
  }
}
