import Testing

@Test func placeholder_sitegenTests() { #expect(1 + 1 == 2) }
