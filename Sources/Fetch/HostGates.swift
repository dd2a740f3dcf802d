/// One gate per host and port, made on first use.
actor HostGates {
    private var gates: [String: HostGate] = [:]

    /// The gate of `host` (`host:port`, as `APIRequest.host` gives it).
    func gate(for key: String, pace: RequestPolicy.Pace) -> HostGate {
        if let gate = gates[key] { return gate }
        let gate = HostGate(pace: pace)
        gates[key] = gate
        return gate
    }
}
