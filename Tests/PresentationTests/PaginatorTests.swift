import Presentation
import Testing

@Suite struct PaginatorTests {
    @Test(arguments: [(0, 1), (1, 1), (24, 1), (25, 2), (48, 2), (49, 3), (240, 10)])
    func pageCount(itemCount: Int, pages: Int) {
        #expect(Paginator(pageSize: 24).pageCount(itemCount: itemCount) == pages)
    }

    @Test(arguments: [0, -3])
    func pageSizeIsAtLeastOne(size: Int) {
        let paginator = Paginator(pageSize: size)
        #expect(paginator.pageSize == 1)
        #expect(paginator.pageCount(itemCount: 3) == 3)
    }

    @Test(arguments: [(1, [1, 2]), (2, [3, 4]), (3, [5]), (4, [])])
    func slices(page: Int, expected: [Int]) {
        #expect(Array(Paginator(pageSize: 2).slice([1, 2, 3, 4, 5], page: page)) == expected)
    }

    /// A list that is itself a slice of a longer one is paged from its own first item.
    @Test(arguments: [(1, [2, 3]), (2, [4, 5]), (3, [])])
    func slicesOfASlice(page: Int, expected: [Int]) {
        #expect(Array(Paginator(pageSize: 2).slice([1, 2, 3, 4, 5][1...], page: page)) == expected)
    }

    @Test(arguments: [0, 1, 24])
    func noPaginationWhenEverythingFitsOnOnePage(itemCount: Int) {
        #expect(Paginator(pageSize: 24).pagination(page: 1, itemCount: itemCount) { "/p/\($0)/" } == nil)
    }

    @Test func middlePageLinksBothWaysAndMarksItself() throws {
        let pagination = try #require(Paginator(pageSize: 2).pagination(page: 2, itemCount: 5) { "/p/\($0)/" })
        #expect(pagination.previousURL == "/p/1/")
        #expect(pagination.nextURL == "/p/3/")
        #expect(pagination.summary == "Page 2 of 3")
        #expect(
            pagination.pages == [
                LinkItem(title: "1", url: "/p/1/", isCurrent: false),
                LinkItem(title: "2", url: "/p/2/", isCurrent: true),
                LinkItem(title: "3", url: "/p/3/", isCurrent: false),
            ])
    }

    @Test func firstPageHasNoPrevious() throws {
        let pagination = try #require(Paginator(pageSize: 2).pagination(page: 1, itemCount: 5) { "/p/\($0)/" })
        #expect(pagination.previousURL == nil)
        #expect(pagination.nextURL == "/p/2/")
        #expect(pagination.pages.compactMap { $0 }.filter(\.isCurrent).map(\.title) == ["1"])
    }

    @Test func lastPageHasNoNext() throws {
        let pagination = try #require(Paginator(pageSize: 2).pagination(page: 3, itemCount: 5) { "/p/\($0)/" })
        #expect(pagination.previousURL == "/p/2/")
        #expect(pagination.nextURL == nil)
        #expect(pagination.pages.compactMap { $0 }.filter(\.isCurrent).map(\.title) == ["3"])
        #expect(pagination.summary == "Page 3 of 3")
    }

    /// A long list links the first and last pages and two on each side of the current one; "…" (nil)
    /// stands for two or more pages left out, never for one.
    @Test(arguments: [
        (1, 2084, "1 2 3 … 2084"),
        (4, 2084, "1 2 3 4 5 6 … 2084"),
        (5, 2084, "1 2 3 4 5 6 7 … 2084"),
        (6, 2084, "1 … 4 5 6 7 8 … 2084"),
        (1000, 2084, "1 … 998 999 1000 1001 1002 … 2084"),
        (2084, 2084, "1 … 2082 2083 2084"),
        (5, 9, "1 2 3 4 5 6 7 8 9"),
        (1, 10, "1 2 3 … 10"),
    ])
    func longListsShowAWindow(page: Int, pages: Int, expected: String) throws {
        let pagination = try #require(Paginator(pageSize: 1).pagination(page: page, itemCount: pages) { "/p/\($0)/" })
        #expect(pagination.pages.map { $0?.title ?? "…" }.joined(separator: " ") == expected)
        #expect(pagination.pages.compactMap { $0 }.filter(\.isCurrent).map(\.title) == [String(page)])
    }
}
