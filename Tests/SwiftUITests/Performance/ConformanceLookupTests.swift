import Testing

@testable import SwiftUI

private struct AppView: View {
  var body: some View { Text("App") }
}

private enum AppNamespace {
  struct NestedView: View {
    var body: some View { EmptyView() }
  }
}

@Suite("Conformance lookups a first launch avoids")
struct ConformanceLookupTests {
  @Test("A view declared in an app is known to be none of the runtime's own kinds without a lookup")
  func appViewsNeedNoLookup() {
    #expect(!DeclaringModule.mayConformToInternalProtocols(AppView.self))
    #expect(!DeclaringModule.mayConformToInternalProtocols(AppNamespace.NestedView.self))
  }

  @Test("A struct of the standard library is known to be none of them either")
  func standardLibraryStructsNeedNoLookup() {
    #expect(!DeclaringModule.mayConformToInternalProtocols(Int.self))
    #expect(!DeclaringModule.mayConformToInternalProtocols([String].self))
  }

  @Test("The module's own types, and types other than structs, are still looked up")
  func ownTypesAreLookedUp() {
    #expect(DeclaringModule.mayConformToInternalProtocols(Text.self))
    #expect(DeclaringModule.mayConformToInternalProtocols(ElementModifier.self))
    #expect(DeclaringModule.mayConformToInternalProtocols(ModifiedContent<Text, ElementModifier>.self))
    // Not a struct: its module is not read, and it is looked up as before.
    #expect(DeclaringModule.mayConformToInternalProtocols(Optional<AppView>.self))
  }

  @Test("An app's view still resolves, and the runtime's primitives inside it too")
  @MainActor func appViewResolves() {
    #expect(PrimitiveTypes.primitive(AppView.self) == nil)
    #expect(PrimitiveTypes.primitive(Text.self) != nil)
    #expect(PrimitiveTypes.primitive(Optional<Text>.self) != nil)
    #expect(!RuntimeRootTypes.isRoot(AppView.self))
    #expect(RuntimeRootTypes.isRoot(ContentRoot<AppView>.self))
  }
}
