/// Placeholder until the Views layer lands.
enum ViewsPlaceholder {}
