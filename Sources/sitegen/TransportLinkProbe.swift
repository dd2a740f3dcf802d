import Fetch
import SiteCheck

/// `check --external`'s probe: fetch's HTTP transport (AsyncHTTPClient, its timeouts and redirects), so that
/// the network is reached through one target only.
struct TransportLinkProbe: LinkProbe {
    let transport: AsyncHTTPTransport

    func probe(_ url: String) async -> LinkProbeOutcome {
        do throws(TransportFailure) {
            return .status(try await transport.status(of: url))
        } catch {
            switch error {
            case .timedOut: return .timedOut
            default: return .failed(error.description)
            }
        }
    }
}
