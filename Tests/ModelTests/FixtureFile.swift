import Foundation

/// The bytes of a file in Tests/ModelTests/Fixtures.
func fixture(_ name: String) throws -> [UInt8] {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
        throw CocoaError(.fileNoSuchFile)
    }
    return [UInt8](try Data(contentsOf: url))
}
