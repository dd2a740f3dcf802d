/// Placeholder until the HTML layer lands.
enum HTMLPlaceholder {}
