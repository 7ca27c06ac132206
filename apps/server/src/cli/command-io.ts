import type { OperatorContext } from "@chorus/domain";

/** What a subcommand runs with: the domain's ports and where its output goes (the terminal, or a test). */
export interface CommandIo {
  ctx: OperatorContext;
  out: (line: string) => void;
  /** Creates the plans' prices in Stripe; undefined when the server is not configured for Stripe. */
  syncStripeCatalogue?: () => Promise<{ created: string[]; replaced: string[]; unchanged: string[] }>;
}

/** A subcommand's usage problem (bad or missing arguments): printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
