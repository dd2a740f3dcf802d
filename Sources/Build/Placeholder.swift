/// Placeholder until the Build layer lands.
enum BuildPlaceholder {}
