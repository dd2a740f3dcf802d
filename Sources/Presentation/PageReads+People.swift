extension PageReads {
    /// Notes the address of each person in `names` whose page the page links, when the catalog has people
    /// whose addresses had to be told apart (see `PersonAddresses`): a link's address then depends on other
    /// movies' names, which the page's own items do not cover. Otherwise it notes nothing, and costs nothing.
    mutating func noteAddresses(of names: some Sequence<String>, by router: Router) {
        guard !router.people.areAllPlain else { return }
        for name in names { note(router.people.segment(for: name)) }
    }
}
