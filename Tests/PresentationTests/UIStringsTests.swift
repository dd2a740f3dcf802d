import Model
import Testing

@testable import Presentation

/// The tables sitegen ships: complete in both languages, each string well formed, and the same
/// placeholders in each language.
@Suite struct UIStringsTableTests {
    static let tables: [(String, [UIStringKey: ShippedString])] = [("en", UIStrings.englishTable), ("ja", UIStrings.japaneseTable)]

    @Test func everyKeyHasAStringInEnglishAndJapanese() {
        for (language, table) in Self.tables {
            let missing = UIStringKey.allCases.filter { table[$0] == nil }.map(\.rawValue)
            #expect(missing.isEmpty, "\(language) lacks \(missing)")
        }
    }

    /// Every string parses as a pattern (no stray brace), and uses exactly the placeholders English does:
    /// a translation can neither lose the number of a count phrase nor invent a value no one fills.
    @Test(arguments: UIStringKey.allCases)
    func placeholdersAgree(key: UIStringKey) throws {
        guard UIStrings.kinds[key] != .datePattern else { return }
        let english = try placeholders(UIStrings.englishTable[key])
        let japanese = try placeholders(UIStrings.japaneseTable[key])
        #expect(english == japanese, "\(key.rawValue): en \(english), ja \(japanese)")
        if case .count = UIStrings.kinds[key] { #expect(english.contains("count"), "\(key.rawValue) does not show the number") }
    }

    /// Japanese has no plural forms: each count phrase is one string, for every number.
    @Test func japaneseCountPhrasesHaveOneForm() {
        for (key, entry) in UIStrings.japaneseTable {
            if case .forms = entry { Issue.record("\(key.rawValue) has plural forms in Japanese") }
        }
        for key in UIStringKey.allCases where UIStrings.kinds[key]?.isCount == true {
            let forms = UIStrings.japanese.forms(key)
            #expect(forms.one == forms.other, "\(key.rawValue)")
        }
    }

    /// What a key holds is what its name says: a count phrase under `count.` (or the search page's
    /// status), the two date patterns, and labels bindable by templates with no braces in them.
    @Test func kindsFollowTheEnglishStrings() {
        #expect(UIStringKey.allCases.filter { UIStrings.kinds[$0] == .datePattern } == [.dateDay, .dateMonth, .dateMonthName])
        let counts = UIStringKey.allCases.filter { UIStrings.kinds[$0]?.isCount == true }.map(\.rawValue)
        // Besides `count.`, the count phrases that one page says, kept with that page's strings.
        let ownPages = [
            "search.browse", "stats.watch_time_detail", "stats.no_runtime", "stats.pages_read_detail", "stats.no_page_count",
            "stats.ratings_description", "stats.rating", "stats.decades_description", "stats.years_description", "stats.undated",
            "stats.activity_description", "stats.year_only", "duration.days_hours", "duration.days",
            "review.index_chart_description", "review.watched_count", "review.read_count", "review.purchased_count",
            "review.months_description",
        ]
        #expect(counts.filter { !$0.hasPrefix("count.") } == ownPages, "\(counts)")
        #expect(UILabels.keys.contains("movie.cast") && !UILabels.keys.contains("count.movies"))
        #expect(!UILabels.keys.contains("date.day") && !UILabels.keys.contains("pagination.summary"))
        #expect(UILabels.keys.allSatisfy { $0.contains(".") }, "a label's key has a dot, which no page key has")
    }

    @Test func theJapaneseTableIsInJapanese() {
        #expect(UIStrings.japanese[.notesPurchased] == "購入日")
        #expect(UIStrings.japanese[.bookPublished] == "出版日")
        #expect(UIStrings.japanese[.dateDay] == "yyyy/MM/dd")
        // Only names and codes stay as they are: ISBN-13, ISBN-10, and the site's own title in a title.
        let same = UIStringKey.allCases.filter { UIStrings.english[$0] == UIStrings.japanese[$0] && !$0.rawValue.hasPrefix("date.") }
        #expect(same == [.sitePageTitle, .bookISBN13, .bookISBN10], "\(same.map(\.rawValue))")
    }

    private func placeholders(_ entry: ShippedString?) throws -> Set<String> {
        switch try #require(entry) {
        case .text(let text): return Set(try StringPattern(parsing: text).placeholders)
        case .forms(let one, let other):
            return Set(try StringPattern(parsing: one).placeholders + StringPattern(parsing: other).placeholders)
        }
    }
}

/// Reading the tables: count phrases, lists, runtimes, and which table a language gets.
@Suite struct UIStringsTests {
    @Test(arguments: [(0, "0 movies"), (1, "1 movie"), (2, "2 movies"), (12, "12 movies"), (1000, "1000 movies")])
    func englishCountsHaveAFormForOne(n: Int, text: String) {
        #expect(UIStrings.english.count(.countMovies, n) == text)
    }

    @Test(arguments: [(0, "映画 0 本"), (1, "映画 1 本"), (12, "映画 12 本")])
    func japaneseCountsHaveNoPluralForms(n: Int, text: String) {
        #expect(UIStrings.japanese.count(.countMovies, n) == text)
    }

    @Test func everyCountPhraseOfBothLanguages() {
        #expect(UIStrings.english.count(.countPeople, 1) == "1 person")
        #expect(UIStrings.english.count(.countPeople, 3) == "3 people")
        #expect(UIStrings.english.count(.countCategories, 2) == "2 categories")
        #expect(UIStrings.japanese.count(.countBooks, 3) == "書籍 3 冊")
        #expect(UIStrings.japanese.count(.countComics, 1) == "コミック 1 話")
        #expect(UIStrings.japanese.count(.countResults, 0) == "0 件")
    }

    @Test(
        arguments: [
            ([String](), nil, nil), (["A"], "A", "A"), (["A", "B"], "A and B", "A、B"), (["A", "B", "C"], "A, B and C", "A、B、C"),
        ] as [([String], String?, String?)])
    func listsReadAsAPhrase(names: [String], english: String?, japanese: String?) {
        #expect(UIStrings.english.list(names) == english)
        #expect(UIStrings.japanese.list(names) == japanese)
    }

    @Test(arguments: [(112, "1h 52m", "1時間52分"), (45, "45m", "45分"), (120, "2h", "2時間"), (61, "1h 1m", "1時間1分")])
    func runtimes(minutes: Int, english: String, japanese: String) {
        #expect(MovieFormatter.runtime(minutes, strings: .english) == english)
        #expect(MovieFormatter.runtime(minutes, strings: .japanese) == japanese)
    }

    @Test func aTagGetsTheTableOfItsPrimaryLanguage() {
        #expect(UIStrings.shipped("ja") == .japanese)
        #expect(UIStrings.shipped("ja-JP") == .japanese)
        #expect(UIStrings.shipped("EN-gb") == .english)
        #expect(UIStrings.shipped("de") == nil)
        #expect(UIStrings.shipped("jav") == nil)
    }

    @Test func anOverrideReplacesOnlyItsKeys() throws {
        let strings = UIStrings.japanese.overriding([
            "movie.cast": .text(StringPattern(literal: "出演者")),
            "count.movies": .forms(one: try StringPattern(parsing: "一本"), other: try StringPattern(parsing: "{count} 本の映画")),
            "no.such_key": .text(StringPattern(literal: "ignored")),
        ])
        #expect(strings[.movieCast] == "出演者")
        #expect(strings.labels[.movieCast] == "出演者", "templates see the override too")
        #expect(strings.count(.countMovies, 1) == "一本")
        #expect(strings.count(.countMovies, 5) == "5 本の映画")
        #expect(strings[.movieOverview] == "あらすじ", "the rest stays Japanese")
        #expect(strings.language == "ja")
    }

    @Test func literalBracesAndPlaceholdersAreFilled() throws {
        let strings = UIStrings.english.overriding(["pagination.summary": .text(try StringPattern(parsing: "{{{page}}} / {pages}"))])
        #expect(strings.format(.paginationSummary, ["page": "2", "pages": "9"]) == "{2} / 9")
        #expect(strings.forms(.countResults).one == "{count} result")
        #expect(strings.forms(.countResults).other == "{count} results")
    }
}

extension UIStrings.Kind {
    fileprivate var isCount: Bool {
        if case .count = self { return true }
        return false
    }
}
