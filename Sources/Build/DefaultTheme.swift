/// The default theme, compiled into sitegen (generated from the repository's `Templates/` by
/// `Scripts/embed-files.py`), so that a binary copied anywhere builds a site without the checkout.
/// A site's own `Templates/` is searched first, file by file: templates, layout, partials and assets.
///
/// Its files need no hashing of their own for incremental builds: they are part of the executable,
/// whose hash is in `SitegenVersion.buildID`, which every fingerprint and page digest includes.
public enum DefaultTheme {
    /// Every file of the theme, by path relative to the theme folder (`layout.html`, `assets/style.css`).
    public static let files: [String: [UInt8]] = DefaultThemeFiles.files

    /// How messages name the theme's files: `(default theme)/layout.html`.
    public static let label = "(default theme)"

    /// The folders searched before the default theme: the site's templates. Only these are listed
    /// and hashed as inputs of a build.
    public static func searchPaths(siteTemplates: String) -> [String] {
        [siteTemplates]
    }
}
