import Testing

@Test func placeholder_BuildTests() { #expect(1 + 1 == 2) }
