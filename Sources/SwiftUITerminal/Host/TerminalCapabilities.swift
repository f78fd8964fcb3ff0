import Foundation

/// What the terminal named by `TERM` (and `COLORTERM`) can show, as far as the host needs to know:
/// whether the host can draw on it at all, and how many colours it has.
///
/// The host draws with ANSI (ECMA-48) escape sequences: it moves the cursor, sets attributes and
/// colours, and switches to the alternate screen. A terminal type that cannot move the cursor that way
/// (`dumb`, printing terminals, Emacs's shell buffer, VT52 and Tektronix terminals), and an unset or
/// empty `TERM`, which says nothing about the terminal, cannot be driven. Every other type is taken to
/// speak ANSI, as every terminal in use today does.
public struct TerminalCapabilities: Sendable, Equatable {
  /// How many colours a terminal draws.
  public enum Colors: Sendable, Equatable {
    /// The 16 ANSI colours: the host maps its 256-colour palette to the nearest of them.
    case ansi16
    /// The 256-colour palette; a truecolor terminal gets it too, as the host draws with no more.
    case palette256
  }

  /// `TERM` as found; nil when unset.
  public let name: String?
  /// The colours the terminal draws (when colour is used at all: `NO_COLOR` and `--no-color` decide).
  public let colors: Colors

  /// The capabilities the environment's `TERM` and `COLORTERM` describe.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    name = environment["TERM"]
    let term = (name ?? "").lowercased()
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if Self.deepColorTerms.contains(colorTerm) || Self.hasDeepColorName(term) {
      colors = .palette256
    } else {
      colors = .ansi16
    }
  }

  /// Whether the host can draw on this terminal.
  public var isDrivable: Bool {
    guard let name, !name.isEmpty else { return false }
    let term = name.lowercased()
    return !Self.undrivableNames.contains(term)
      && !Self.undrivablePrefixes.contains(where: { term.hasPrefix($0) })
  }

  /// What is wrong with `TERM`, for a message ("TERM=dumb", "TERM is not set"); nil when drivable.
  public var problem: String? {
    guard !isDrivable else { return nil }
    switch name {
    case nil: return "TERM is not set"
    case ""?: return "TERM is empty"
    case let name?: return "TERM=\(name)"
    }
  }

  /// `COLORTERM` values that promise at least 256 colours.
  private static let deepColorTerms: Set<String> = ["truecolor", "24bit", "256color"]

  /// Terminal types that draw 256 colours or more without saying so in a `256color` suffix.
  private static let deepColorNames: Set<String> = [
    "alacritty", "contour", "foot", "ghostty", "kitty", "rio", "wezterm", "xterm-ghostty", "xterm-kitty",
  ]

  private static func hasDeepColorName(_ term: String) -> Bool {
    term.contains("256color") || term.contains("truecolor") || term.hasSuffix("-direct")
      || deepColorNames.contains(term)
  }

  /// Types that cannot address the cursor, or not with ANSI sequences: Emacs's shell buffer (`emacs`),
  /// printing and glass terminals, the VT52's own command set, and the placeholders some programs set
  /// when they do not know the terminal (`unknown`, `network`).
  private static let undrivableNames: Set<String> = [
    "emacs", "glasstty", "hardcopy", "lpr", "network", "printer", "tty33", "tty37", "tty43", "unknown",
    "vt52",
  ]

  /// Families of such types: `dumb` and its variants (`dumb-emacs-ansi`), Tektronix graphics terminals.
  private static let undrivablePrefixes = ["dumb", "tek"]
}
