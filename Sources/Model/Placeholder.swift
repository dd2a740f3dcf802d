/// Placeholder until the Model layer lands.
enum ModelPlaceholder {}
