import Testing

@Test func placeholder_HTMLTests() { #expect(1 + 1 == 2) }
