/// An item told apart into what orders, groups and counts it (titles, dates, names, terms, ratings, runtimes)
/// and what is only shown where the item itself is shown (its text and its images).
///
/// A rebuild whose changed items keep their structure cannot move an item in any list, make or drop a term,
/// or change a count: only the pages that show those items can change, which the build finds in the plan
/// it kept (see `PersistedPlan` in Build). Everything not cleared here counts as structure, so that a field
/// added later is structural until someone decides otherwise.
public protocol StructuralComparable: Equatable {
    /// The item with its text and images cleared.
    var structure: Self { get }
}

extension StructuralComparable {
    /// Whether `self` and `other` differ at most in text and images.
    public func hasSameStructure(as other: Self) -> Bool { structure == other.structure }
}

extension Movie: StructuralComparable {
    public var structure: Movie {
        var movie = self
        (movie.tagline, movie.overview) = (nil, nil)
        (movie.posterPath, movie.backdropPath, movie.localPoster) = (nil, nil, nil)
        movie.notes = notes?.structure
        return movie
    }
}

extension Book: StructuralComparable {
    public var structure: Book {
        var book = self
        book.descriptionHTML = nil
        (book.covers, book.localCover) = ([], nil)
        book.notes = notes?.structure
        return book
    }
}

extension Comic: StructuralComparable {
    public var structure: Comic {
        var comic = self
        (comic.alt, comic.transcript, comic.newsHTML) = (nil, nil, nil)
        (comic.imageURL, comic.localImage) = (nil, nil)
        comic.notes = notes?.structure
        return comic
    }
}

extension OwnerNotes: StructuralComparable {
    /// The notes without their body: the rating, tags, dates and draft flag order and count items.
    public var structure: OwnerNotes {
        var notes = self
        notes.body = ""
        return notes
    }
}
