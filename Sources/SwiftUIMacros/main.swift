import SwiftUIMacroSupport

// The compiler runs this executable and talks to it over standard input and output; see
// `PluginSession`.
PluginSession.standard.run()
