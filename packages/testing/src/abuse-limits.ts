/**
 * Limits for test servers and test processes: suites sign up, sign in and guess codes many times
 * from 127.0.0.1, so every rate limit and sign-in ceiling is set far beyond what any suite does
 * (the 5 failures per email and address stay, as in production). The rate-limit tests start
 * their servers with `limits: "production"` and meet the real numbers. The captcha's
 * proof-of-work is kept tiny (at most 10 keys) so each sign-up solves it in milliseconds.
 */
export const relaxedAbuseLimitsEnv: Record<string, string> = {
  RATE_LIMIT_SIGN_UP_PER_IP: "1000000",
  RATE_LIMIT_SIGN_UP_PER_EMAIL: "1000000",
  RATE_LIMIT_SIGN_IN_PER_IP: "1000000",
  RATE_LIMIT_MAIL_PER_IP: "1000000",
  RATE_LIMIT_MAIL_PER_ADDRESS: "1000000",
  RATE_LIMIT_CODES_PER_IP: "1000000",
  RATE_LIMIT_CODES_PER_ACCOUNT: "1000000",
  RATE_LIMIT_API_KEY_PER_MINUTE: "1000000",
  RATE_LIMIT_CAPTCHA_PER_IP: "1000000",
  SIGN_IN_FAILURES_PER_EMAIL: "1000000",
  SIGN_IN_FAILURES_PER_IP: "1000000",
};

export const testCaptchaDifficultyEnv: Record<string, string> = { CAPTCHA_DIFFICULTY: "10" };
