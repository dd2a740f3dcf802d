import Testing

@Test func placeholder_ViewsTests() { #expect(1 + 1 == 2) }
