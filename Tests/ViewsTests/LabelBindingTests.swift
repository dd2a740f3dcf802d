import HTML
import Presentation
import Testing

@testable import Views

/// The labels of the strings table reach every template through the chrome: the same items with
/// Japanese labels give Japanese pages, with the items' own data untouched.
@Suite struct LabelBindingTests {
    static func japanese(_ chrome: PageChrome) -> PageChrome {
        var chrome = chrome
        chrome.language = "ja"
        chrome.labels = UIStrings.japanese.labels
        return chrome
    }

    @Test func aMoviePageWithJapaneseLabels() throws {
        var item = Fixtures.movie()
        item.chrome = Self.japanese(item.chrome)
        let html = try render(movie: item)
        #expect(html.contains("<html lang=\"ja\">"))
        #expect(html.contains("<a class=\"skip-link\" href=\"#main\">本文へスキップ</a>"))
        #expect(html.contains("<nav class=\"site-nav\" aria-label=\"サイト\">"))
        #expect(html.contains("<span>原題：</span><span>Nosferatu, eine Symphonie des Grauens</span>"))
        #expect(html.contains("<dt>公開年</dt><dd>1922</dd>"))
        #expect(html.contains("<dt>監督</dt>"))
        #expect(html.contains("<h2 id=\"cast-heading\">キャスト</h2>"))
        #expect(html.contains("<span class=\"owner-date-label\">鑑賞日</span>"))
        #expect(html.contains("<ul class=\"tags\" aria-label=\"タグ\">"))
        #expect(html.contains("<p>sitegen で作成</p>"))
        for english in ["Year", "Released", "Directed by", "Overview", "My notes", "Watched", "Skip to main content"] {
            #expect(!html.contains(">\(english)<"), "\(english) left in the page")
        }
    }

    @Test func aBookPageWithJapaneseLabelsPutsTheAuthorsFirst() throws {
        var item = Fixtures.book()
        item.chrome = Self.japanese(item.chrome)
        let html = try render(book: item)
        #expect(html.contains("<dt>出版日</dt>"))
        #expect(html.contains("<span class=\"owner-date-label\">購入日</span>"))
        #expect(html.contains("<p class=\"authors\"><span><a href="))
        #expect(html.contains("<span>、</span><a href="))
        #expect(html.contains("</a></span><span> 著</span></p>"))
        #expect(!html.contains(">by <") && !html.contains("> and <"))
    }

    @Test func theRedirectPageWithJapaneseLabels() throws {
        var item = Fixtures.redirect()
        item.chrome = Self.japanese(item.chrome)
        let html = try render(redirect: item)
        #expect(html.contains("<h1 class=\"page-title\">移動しています…</h1>"))
        #expect(html.contains("<p><a href=\"/comics/2000/\">Moon &amp; Stars</a><span> へ移動します。</span></p>"))
    }

    /// The search page hands its script the phrases it shows, as data attributes of `#search`.
    @Test func theSearchPageCarriesItsScriptsPhrases() throws {
        let theme = try Theme.compile(searchPaths: [Fixtures.templatesDirectory], views: [SearchView.self])
        let view = SearchView(template: try theme.template(for: SearchView.self))
        view.display(
            SearchPageItem(
                chrome: Self.japanese(Fixtures.chrome(title: "検索", section: nil)), indexURL: "/search/index/search-1.json",
                scriptURL: "/assets/search.js", browse: [LinkItem(title: "ジャンル", url: "/genres/")],
                browseStatus: .init(one: "{count} 件から", other: "{count} 件から"), resultCount: .init(one: "{count} 件", other: "{count} 件")))
        let html = String(decoding: view.output, as: UTF8.self)
        #expect(
            html.contains(
                "<div class=\"search\" id=\"search\" data-index=\"/search/index/search-1.json\" data-browse-one=\"{count} 件から\" "
                    + "data-browse-other=\"{count} 件から\" data-results-one=\"{count} 件\" data-results-other=\"{count} 件\" "
                    + "data-no-results=\"見つかりませんでした\" data-facet-kind=\"種類\" data-facet-decade=\"年代\" data-facet-genre=\"ジャンル\" "
                    + "data-facet-tag=\"タグ\">"))
        #expect(html.contains("<label class=\"search-label\" for=\"search-box\">タイトル・人物・メモを検索</label>"))
        #expect(html.contains("<ol class=\"search-results\" id=\"search-results\" aria-label=\"検索結果\"></ol>"))
        #expect(html.contains("<h1 class=\"page-title\">検索</h1>"))
    }
}
