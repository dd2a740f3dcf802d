/// The site `sitegen new` writes, compiled into sitegen (generated from the repository's `Skeleton/` by
/// `Scripts/embed-files.py`), so that a binary installed anywhere starts a site that builds at once:
/// `sitegen.toml` with every key, a few sample items of each kind, a `.gitignore`, a README for the
/// site's owner, and the GitHub workflow that refreshes, builds and publishes the site every day.
public enum SiteSkeleton {
    /// Every file of the new site, by path relative to its folder (`sitegen.toml`, `content/movies/19.json`).
    public static let files: [String: [UInt8]] = SiteSkeletonFiles.files

    /// Where the CI workflow goes in the new site.
    public static let workflowPath = ".github/workflows/catalog.yml"
}
