import Testing

@Test func placeholder_PresentationTests() { #expect(1 + 1 == 2) }
