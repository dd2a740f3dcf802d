import Model
import Presentation
import Support

/// The one warning of a site whose `base_url` is only a path: a sitemap, `robots.txt` and Atom feeds
/// must give absolute addresses, so they are left out (and no page links a feed). Every kind that leaves
/// its files out for this gives the same note, which the build reports once.
enum AbsoluteBaseURLNote {
    /// The warning, or none when the base URL is absolute.
    static func notes(in context: PresentationContext) -> [Diagnostic] {
        guard context.origin == nil else { return [] }
        return [
            .warning(
                "sitegen.toml",
                "base_url \"\(context.config.baseURL)\" is not an absolute URL, so sitemap.xml, robots.txt and the Atom feeds "
                    + "are left out; set it to the address the site is served at, such as \"https://example.org/\" "
                    + "(or build with --base-url)")
        ]
    }
}
