import Model
import Testing

@Suite struct TextRepairTests {
    @Test(arguments: [
        ("Paul Erd\u{C5}\u{91}s", "Paul Erdős"),
        ("Paul Erd\u{C3}\u{85}\u{C2}\u{91}s", "Paul Erdős"),
        ("Caf\u{C3}\u{A9} \u{E2}\u{80}\u{94} ok", "Café — ok"),
        ("café", "café"),
        ("naïve Ångström", "naïve Ångström"),
        ("東京 and plain ASCII", "東京 and plain ASCII"),
        ("", ""),
    ])
    func repairsUTF8ReadAsLatin1(input: String, expected: String) {
        #expect(TextRepair.fixMojibake(input) == expected)
    }
}
