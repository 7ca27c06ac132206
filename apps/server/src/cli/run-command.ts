import { parseArgs } from "node:util";
import { isDomainError } from "@chorus/domain";
import { type CommandIo, UsageError } from "./command-io.ts";
import { libraryApprove, libraryDecline, libraryPending, libraryProbation } from "./library-review.ts";
import { stripeSyncCatalogue } from "./stripe-sync-catalogue.ts";
import {
  voicesDecideVerification,
  voicesListVerifications,
  voicesSetSafetyControl,
} from "./voices-moderation.ts";
import { workspacesList } from "./workspaces-list.ts";
import { workspacesSetCredits } from "./workspaces-set-credits.ts";
import { workspacesSetTier } from "./workspaces-set-tier.ts";

export const usage = `Usage: npm run chorus -- <command>

  workspaces list
  workspaces set-tier <workspace_id> <tier> [--status <status>] [--post-grant-tier <tier>]
  workspaces set-credits <workspace_id> --used <N>
  stripe sync-catalogue
  voices set-safety-control <voice_id> BAN|CAPTCHA|NONE
  voices verifications
  voices approve-verification <request_id> [--note <text>]
  voices reject-verification <request_id> [--note <text>]
  library pending
  library approve <voice_id>
  library decline <voice_id> --reason "<why>"
  library probation <email> on|off`;

/**
 * Parses the operator's command line and runs the subcommand against `io.ctx`. Answers the exit
 * code: 0 done, 1 refused by the domain (unknown workspace or tier: its message is printed), 2 a
 * usage problem. Kept apart from the process entry (main.ts) so tests run it in-process.
 */
export async function runChorusCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: "string" },
        "post-grant-tier": { type: "string" },
        used: { type: "string" },
        note: { type: "string" },
        reason: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [area, verb, ...rest] = positionals;
    if (values.help) {
      io.out(usage);
      return 0;
    }
    if (area === "stripe" && verb === "sync-catalogue" && rest.length === 0) {
      await stripeSyncCatalogue(io);
      return 0;
    }
    if (area === "voices") {
      if (verb === "set-safety-control") await voicesSetSafetyControl(io, rest);
      else if (verb === "verifications" && rest.length === 0) await voicesListVerifications(io);
      else if (verb === "approve-verification") await voicesDecideVerification(io, "approved", rest, values);
      else if (verb === "reject-verification") await voicesDecideVerification(io, "rejected", rest, values);
      else throw new UsageError(`unknown voices command: ${[verb, ...rest].join(" ")}`);
      return 0;
    }
    if (area === "library") {
      await runLibraryCommand(io, verb, rest, values);
      return 0;
    }
    if (area !== "workspaces") throw new UsageError(area ? `unknown command: ${area}` : "no command given");
    if (verb === "list" && rest.length === 0) await workspacesList(io);
    else if (verb === "set-tier") await workspacesSetTier(io, rest, values);
    else if (verb === "set-credits") await workspacesSetCredits(io, rest, values);
    else throw new UsageError(`unknown workspaces command: ${[verb, ...rest].join(" ")}`);
    return 0;
  } catch (error) {
    if (isDomainError(error)) {
      io.out(`error: ${error.message}`);
      return 1;
    }
    // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
    const code = (error as { code?: string }).code ?? "";
    if (error instanceof UsageError || code.startsWith("ERR_PARSE_ARGS")) {
      io.out(`error: ${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}

/** The voice library's moderation (issue 5 §5): the review queue, approve, decline, probation. */
async function runLibraryCommand(
  io: CommandIo,
  verb: string | undefined,
  rest: string[],
  options: { reason?: string },
): Promise<void> {
  if (verb === "pending" && rest.length === 0) await libraryPending(io);
  else if (verb === "approve") await libraryApprove(io, rest);
  else if (verb === "decline") await libraryDecline(io, rest, options);
  else if (verb === "probation") await libraryProbation(io, rest);
  else throw new UsageError(`unknown library command: ${[verb, ...rest].join(" ")}`);
}
