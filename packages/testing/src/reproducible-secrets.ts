/**
 * One token secret for every test server and test process. The audio watermark's key derives from
 * it (composition/build-ports.ts), so with a secret generated per data folder each run marked the
 * same seeded speech differently: the bytes changed from run to run, and tests that ask the
 * recogniser whether it hears a word passed or failed with the run. A suite that needs its own
 * secret passes TOKEN_SECRET.
 */
export const reproducibleSecretsEnv: Record<string, string> = {
  TOKEN_SECRET: "chorus-tests-only-token-secret-never-deploy-0123456789",
};
