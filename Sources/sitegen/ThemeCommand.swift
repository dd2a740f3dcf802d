import ArgumentParser

/// `sitegen theme`: the default theme compiled into sitegen.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the default theme built into sitegen.",
        subcommands: [ThemeExportCommand.self]
    )
}
