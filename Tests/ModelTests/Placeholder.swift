import Testing

@Test func placeholder_ModelTests() { #expect(1 + 1 == 2) }
