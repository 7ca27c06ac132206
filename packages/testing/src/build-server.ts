import { ensureServerBuilt } from "./chorus-process.ts";

/**
 * Vitest global setup of the projects that start Chorus processes (vitest.config.ts): builds the server
 * once, before any worker starts, when it is missing or older than its sources.
 */
export default function setup(): void {
  ensureServerBuilt();
}
