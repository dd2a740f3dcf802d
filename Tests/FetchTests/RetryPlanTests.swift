import Foundation
import Testing

@testable import Fetch

@Suite struct RetryPlanTests {
    let policy = RequestPolicy()

    @Test func answersAnotherTryWouldNotChangeAreKept() {
        for status in [200, 301, 400, 401, 403, 404, 410] {
            let reply = HTTPReply(status: status)
            #expect(RetryPlan.after(.success(reply), attempt: 1, policy: policy, jitter: 0.5) == .keep(reply))
        }
    }

    @Test func tooManyRequestsAndServerErrorsAreRetriedWithGrowingBackoff() {
        let first = RetryPlan.after(.success(HTTPReply(status: 503)), attempt: 1, policy: policy, jitter: 0)
        let third = RetryPlan.after(.success(HTTPReply(status: 429)), attempt: 3, policy: policy, jitter: 1)
        #expect(first == .retry(after: .milliseconds(250)))
        #expect(third == .retry(after: .seconds(2)))
    }

    @Test func backoffStaysBetweenHalfAndAllOfItsStepAndUnderTheCap() {
        for attempt in 1...30 {
            for jitter in [0.0, 0.3, 1.0] {
                let wait = RetryPlan.backoff(attempt: attempt, policy: policy, jitter: jitter)
                let step = min(policy.backoffBase * (1 << min(attempt - 1, 20)), policy.backoffCap)
                #expect(wait >= step / 2 && wait <= step && wait <= policy.backoffCap)
            }
        }
    }

    @Test func theLastTryKeepsTheErrorReply() {
        let reply = HTTPReply(status: 500)
        #expect(RetryPlan.after(.success(reply), attempt: policy.attempts, policy: policy, jitter: 0) == .keep(reply))
    }

    @Test func retryAfterInSecondsOrAsADateIsHonoured() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let seconds = HTTPReply(status: 429, headers: ["Retry-After": "7"])
        #expect(RetryPlan.after(.success(seconds), attempt: 1, policy: policy, jitter: 0, now: now) == .retry(after: .seconds(7)))
        let date = HTTPReply(status: 503, headers: ["retry-after": "Tue, 14 Nov 2023 22:13:40 GMT"])
        #expect(RetryPlan.after(.success(date), attempt: 1, policy: policy, jitter: 0, now: now) == .retry(after: .seconds(20)))
    }

    @Test func aRetryAfterLongerThanFetchWaitsFailsTheItem() {
        let reply = HTTPReply(status: 429, headers: ["Retry-After": "3600"])
        #expect(RetryPlan.after(.success(reply), attempt: 1, policy: policy, jitter: 0) == .fail(.waitTooLong(seconds: 3600)))
    }

    @Test func transientFailuresAreRetriedOthersAreNot() {
        #expect(RetryPlan.after(.failure(.timedOut), attempt: 1, policy: policy, jitter: 0) == .retry(after: .milliseconds(250)))
        #expect(RetryPlan.after(.failure(.connection("reset")), attempt: 2, policy: policy, jitter: 0) == .retry(after: .milliseconds(500)))
        #expect(
            RetryPlan.after(.failure(.tooLarge(limit: 10)), attempt: 1, policy: policy, jitter: 0)
                == .fail(.transport(.tooLarge(limit: 10))))
        #expect(RetryPlan.after(.failure(.timedOut), attempt: policy.attempts, policy: policy, jitter: 0) == .fail(.transport(.timedOut)))
    }
}
