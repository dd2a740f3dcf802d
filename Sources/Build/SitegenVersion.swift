/// sitegen's version, recorded in every output's manifest.
public enum SitegenVersion {
    public static let current = "0.3.0"
}
