/// Placeholder until the Presentation layer lands.
enum PresentationPlaceholder {}
