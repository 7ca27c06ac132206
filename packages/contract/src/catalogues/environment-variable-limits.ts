import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's environment variables (`/v1/convai/environment-variables`, issue 19 §6).
 * Chorus bounds: ElevenLabs publishes the page size only.
 */
export const environmentVariableLimits = {
  labelCharacters: 100,
  /** An environment's name (`production`, `staging`, …). */
  environmentCharacters: inputLimits.shortTextCharacters,
  /** Environments one variable has a value for. */
  environmentsPerVariable: 20,
  /** A string value. */
  valueCharacters: 10_000,
  /** Variables one workspace keeps. */
  perWorkspace: 1_000,
  pageSize: { default: 30, max: 100 },
  /** The environment every variable has a value for. */
  requiredEnvironment: "production",
} as const;
