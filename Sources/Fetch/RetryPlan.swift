import Foundation

/// What to do after one try of a request: the rules of a polite client, apart from any network so that
/// they can be tested alone.
enum RetryPlan: Equatable {
    /// Keep this reply: a success, or an answer that another try would not change (401, 403, 404…).
    case keep(HTTPReply)
    /// Fail with this problem.
    case fail(FetchProblem)
    /// Try again after this long.
    case retry(after: Duration)

    /// The plan after try number `attempt` (from 1) ended in `outcome`; `jitter` is in 0...1.
    static func after(
        _ outcome: Result<HTTPReply, TransportFailure>, attempt: Int, policy: RequestPolicy,
        jitter: Double, now: Date = Date()
    ) -> RetryPlan {
        switch outcome {
        case .success(let reply):
            guard reply.status == 429 || (500...599).contains(reply.status) else { return .keep(reply) }
            guard attempt < policy.attempts else { return .keep(reply) }
            if let asked = retryAfter(reply.headers["retry-after"], now: now) {
                if asked > policy.longestRetryAfter { return .fail(.waitTooLong(seconds: Int(asked.components.seconds))) }
                return .retry(after: asked)
            }
            return .retry(after: backoff(attempt: attempt, policy: policy, jitter: jitter))
        case .failure(let failure):
            guard failure.isTransient, attempt < policy.attempts else { return .fail(.transport(failure)) }
            return .retry(after: backoff(attempt: attempt, policy: policy, jitter: jitter))
        }
    }

    /// Exponential, capped, with the upper half randomised so that clients that failed together do not
    /// come back together.
    static func backoff(attempt: Int, policy: RequestPolicy, jitter: Double) -> Duration {
        let exponential = policy.backoffBase * (1 << min(attempt - 1, 20))
        let capped = min(exponential, policy.backoffCap)
        return capped / 2 + (capped / 2) * min(max(jitter, 0), 1)
    }

    /// `Retry-After` as delay seconds or as an HTTP date; nil when absent or unreadable.
    static func retryAfter(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return .seconds(max(0, seconds)) }
        guard let date = httpDate.date(from: value) else { return nil }
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
    }

    private static var httpDate: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }
}
