/// The 256-colour palette brought down to the 16 ANSI colours, for terminals that draw no more
/// (`TERM=xterm`, `screen`, `linux`, `vt100`).
///
/// A plain nearest-colour search by distance does badly here: the 16 colours are few and far apart, and
/// their exact shades differ from one terminal's theme to the next, so the host's blue accent (0, 135,
/// 255) would land on cyan. What a theme keeps is the hue and whether a colour is bright, so the mapping
/// keeps those: greys go to black, dark grey, light grey or white by lightness, and every other colour
/// to the ANSI colour of its hue, bright when it is light.
extension TerminalColor {
  /// The ANSI colour (0-15) nearest to this one; nil for the terminal's default colour.
  package var ansi16Index: Int? {
    isDefault ? nil : Int(Self.ansi16Table[Int(code)])
  }

  /// The ANSI index of every palette colour, worked out once.
  private static let ansi16Table: [UInt8] = (0..<256).map { UInt8(ansi16Index(ofPaletteIndex: $0)) }

  /// The ANSI colour of each range of hues, by the range's end in degrees. The ranges are not equal:
  /// the eye sees (0, 135, 255), 208 degrees, as blue, not cyan, and orange as a yellow rather than a
  /// red (ANSI yellow is often drawn as brown or orange).
  private static let hueRanges: [(end: Int, ansi: Int)] = [
    (25, 1), (75, 3), (165, 2), (200, 6), (275, 4), (340, 5), (360, 1),
  ]

  /// The nearest ANSI colour to palette colour `index`: the first 16 are the ANSI colours themselves.
  static func ansi16Index(ofPaletteIndex index: Int) -> Int {
    guard index >= 16 else { return index }
    let (red, green, blue) = rgb(ofPaletteIndex: index)
    let brightest = max(red, green, blue)
    let darkest = min(red, green, blue)
    let chroma = brightest - darkest
    if chroma < max(40, brightest / 4) {
      // A grey, or close enough that a theme's grey is nearer than any of its colours.
      let lightness = (red + green + blue) / 3
      return lightness < 40 ? 0 : lightness < 150 ? 8 : lightness < 224 ? 7 : 15
    }
    let hue = Self.hue(red: red, green: green, blue: blue, brightest: brightest, chroma: chroma)
    let base = hueRanges.first { hue < $0.end }?.ansi ?? 1
    let isBright = brightest > 215 || (brightest + darkest) / 2 > 160
    return isBright ? base + 8 : base
  }

  /// The hue in degrees (0 red, 120 green, 240 blue), for a colour that is not a grey.
  private static func hue(red: Int, green: Int, blue: Int, brightest: Int, chroma: Int) -> Int {
    let sixths: Double
    if brightest == red {
      sixths = Double(green - blue) / Double(chroma)
    } else if brightest == green {
      sixths = Double(blue - red) / Double(chroma) + 2
    } else {
      sixths = Double(red - green) / Double(chroma) + 4
    }
    let degrees = Int((sixths * 60).rounded())
    return (degrees % 360 + 360) % 360
  }

  /// The red, green and blue (0-255) of palette colour `index` from 16 on: the 6x6x6 cube, then the
  /// grey ramp, as xterm defines them.
  static func rgb(ofPaletteIndex index: Int) -> (red: Int, green: Int, blue: Int) {
    if index >= 232 {
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }
}
