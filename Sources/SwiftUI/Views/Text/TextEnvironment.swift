/// What a text reads of its environment as it resolves: its locale, case, font, font variants and
/// line limits, read as one.
///
/// Six reads of a key each cost a lookup of the key's number, a walk of the environment's writes
/// and a record of the read, some 950 instructions a text. The texts beside each other (a row's, a
/// card's) resolve in one environment, so the values read for the last environment are kept and
/// handed out again while it is the very same (told by its identity, not held); the reads are
/// recorded as one set either way.
@MainActor
struct TextEnvironment {
  let locale: Locale
  let textCase: Text.Case?
  let font: Font?
  let fontVariants: FontVariants
  let lineLimit: Int?
  let minimumLines: Int?

  /// The values of `environment`, its reads of the six keys recorded.
  ///
  /// - Parameter environment: Where the text resolves.
  /// - Returns: The values, the last ones when `environment` is the last one asked about.
  static func of(_ environment: EnvironmentValues) -> TextEnvironment {
    let keys = Keys.shared
    EnvironmentReadRecorder.record(keys.set)
    let identity = environment.identity
    if let last, last.identity == identity { return last.values }
    let values = TextEnvironment(
      locale: environment.value(for: LocaleKey.self, at: keys.locale),
      textCase: environment.value(for: TextCaseKey.self, at: keys.textCase),
      font: environment.value(for: FontKey.self, at: keys.font),
      fontVariants: environment.value(for: FontVariantsKey.self, at: keys.fontVariants),
      lineLimit: environment.value(for: LineLimitKey.self, at: keys.lineLimit),
      minimumLines: environment.value(for: MinimumLinesKey.self, at: keys.minimumLines))
    last = (identity, values)
    return values
  }

  /// The last environment asked about, by its identity (held, it would keep what it holds alive),
  /// with its values.
  private static var last: (identity: Int, values: TextEnvironment)?

  /// The six keys' numbers in ``EnvironmentKeyTable``, looked up once.
  private struct Keys {
    static let shared = Keys()

    let locale: Int
    let textCase: Int
    let font: Int
    let fontVariants: Int
    let lineLimit: Int
    let minimumLines: Int
    /// All six, recorded as read together.
    let set: EnvironmentKeySet

    private init() {
      locale = EnvironmentKeyTable.entry(for: LocaleKey.self).index
      textCase = EnvironmentKeyTable.entry(for: TextCaseKey.self).index
      font = EnvironmentKeyTable.entry(for: FontKey.self).index
      fontVariants = EnvironmentKeyTable.entry(for: FontVariantsKey.self).index
      lineLimit = EnvironmentKeyTable.entry(for: LineLimitKey.self).index
      minimumLines = EnvironmentKeyTable.entry(for: MinimumLinesKey.self).index
      var set = EnvironmentKeySet()
      for index in [locale, textCase, font, fontVariants, lineLimit, minimumLines] { set.insert(index) }
      self.set = set
    }
  }
}
