import type { Ports } from "../context.ts";

/**
 * What the operator's command runs with: no person and no request, only the database, the clock and
 * the settings. It is run by whoever holds the server's configuration, so it checks no permission.
 */
export interface OperatorContext {
  ports: Pick<Ports, "store" | "clock" | "settings">;
}
