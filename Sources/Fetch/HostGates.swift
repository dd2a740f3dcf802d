/// One gate per host and port, made on first use.
actor HostGates {
    private var gates: [String: HostGate] = [:]

    func gate(for host: String, port: Int?, pace: RequestPolicy.Pace) -> HostGate {
        let key = "\(host.lowercased()):\(port.map(String.init) ?? "")"
        if let gate = gates[key] { return gate }
        let gate = HostGate(pace: pace)
        gates[key] = gate
        return gate
    }
}
