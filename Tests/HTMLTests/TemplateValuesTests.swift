import Testing

@testable import HTML

/// A context's values behave as a dictionary by key: set, replaced, removed, merged, compared in any order.
struct TemplateValuesTests {
    @Test func valuesAreSetReplacedAndRemovedByKey() {
        var values = TemplateValues(["title": .text("Alien"), "year": .text("1979")])
        values["title"] = .text("Aliens")
        values["url"] = .text("/movies/679-aliens/")
        values["year"] = nil
        values["absent"] = nil
        #expect(values["title"] == .text("Aliens"))
        #expect(values["url"] == .text("/movies/679-aliens/"))
        #expect(values["year"] == nil)
        #expect(values.count == 2)
    }

    @Test func aKeyGivenTwiceKeepsItsLastValue() {
        let values = TemplateValues(["title": .text("first"), "title": .text("last")])
        #expect(values["title"] == .text("last"))
        #expect(values.count == 1)
    }

    @Test func mergingAddsTheOtherValuesAndTakesTheirsForASharedKey() {
        var values = TemplateValues(["title": .text("page"), "language": .text("en")])
        values.merge(TemplateValues(["title": .text("preview"), "description": .text("about")]))
        #expect(values == TemplateValues(["language": .text("en"), "title": .text("preview"), "description": .text("about")]))
    }

    @Test func equalityIgnoresOrderButNotValuesOrKeys() {
        let values = TemplateValues(["a": .text("1"), "b": .flag(true)])
        #expect(values == TemplateValues(["b": .flag(true), "a": .text("1")]))
        #expect(values != TemplateValues(["a": .text("1"), "b": .flag(false)]))
        #expect(values != TemplateValues(["a": .text("1"), "c": .flag(true)]))
        #expect(values != TemplateValues(["a": .text("1")]))
    }

    /// A key whose hash equals another's is still told apart by its name.
    @Test func keysWithTheSameHashAreToldApartByName() {
        let values = TemplateValues(["title": .text("Alien")])
        let title = TemplateKey("title")
        #expect(values[title] == .text("Alien"))
        #expect(values[TemplateKey("titles", hash: title.hash)] == nil)
    }

    /// A compiled template finds a key hashed from a string that is not a literal (a key made at run time).
    @Test func aKeyMadeAtRunTimeIsFound() {
        let key = ["ti", "tle"].joined() + String(repeating: "x", count: 20)
        var values = TemplateValues()
        values[key] = .text("long")
        #expect(values[TemplateKey("title" + String(repeating: "x", count: 20))] == .text("long"))
    }

    /// Values given for keys hashed once are those given by name, found by name, and set and replaced as those are.
    @Test func valuesForKeysHashedOnceAreThoseGivenByName() {
        let keys = TemplateKeys(["title", "url", "a key longer than sixteen bytes"])
        var values = TemplateValues(keys, [.text("T"), .absent, .text("long")], room: 1)
        #expect(values == TemplateValues(["title": .text("T"), "url": .absent, "a key longer than sixteen bytes": .text("long")]))
        #expect(values["a key longer than sixteen bytes"] == .text("long"))
        #expect(values[TemplateKey("url")] == .absent)
        values["title"] = .text("U")
        values["current"] = .text("page")
        values["other"] = .flag(true)
        #expect(values.count == 5)
        #expect(values["title"] == .text("U") && values["current"] == .text("page") && values["other"] == .flag(true))
    }
}
