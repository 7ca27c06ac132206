import {
  approveLibraryVoice,
  declineLibraryVoice,
  listPendingLibraryVoices,
  setLibraryProbation,
} from "@chorus/domain";
import { type CommandIo, UsageError } from "./command-io.ts";
import { textTable } from "./text-table.ts";

const columns = ["voice_id", "name", "owner", "public_owner_id", "submitted", "state"] as const;

/** `library pending`: the voices waiting for review, oldest first; `requires_verification` ones cannot be approved yet. */
export async function libraryPending(io: CommandIo): Promise<void> {
  const lines = await listPendingLibraryVoices(io.ctx);
  if (lines.length === 0) {
    io.out("no voices are waiting for review");
    return;
  }
  const rows = lines.map((line) => [
    line.voiceId,
    line.name,
    line.ownerEmail ?? "(deleted)",
    line.publicOwnerId,
    line.submittedAt?.toISOString() ?? "",
    line.state,
  ]);
  for (const row of textTable([[...columns], ...rows])) io.out(row);
}

function oneVoiceId(positionals: string[], command: string): string {
  const [voiceId] = positionals;
  if (!voiceId || positionals.length > 1) throw new UsageError(`${command} takes one voice id`);
  return voiceId;
}

/** `library approve <voice_id>`. */
export async function libraryApprove(io: CommandIo, positionals: string[]): Promise<void> {
  const entry = await approveLibraryVoice(io.ctx, oneVoiceId(positionals, "approve"));
  io.out(`${entry.voice.id}: "${entry.voice.name}" is live in the library`);
}

/** `library decline <voice_id> --reason "…"`. */
export async function libraryDecline(
  io: CommandIo,
  positionals: string[],
  options: { reason?: string },
): Promise<void> {
  const voiceId = oneVoiceId(positionals, "decline");
  if (!options.reason?.trim()) throw new UsageError('decline needs --reason "…" (the owner sees it)');
  const entry = await declineLibraryVoice(io.ctx, voiceId, options.reason);
  io.out(`${entry.voice.id}: "${entry.voice.name}" declined: ${entry.sharing.reviewMessage}`);
}

/** `library probation <email> on|off`. */
export async function libraryProbation(io: CommandIo, positionals: string[]): Promise<void> {
  const [email, switchTo] = positionals;
  if (!email || (switchTo !== "on" && switchTo !== "off") || positionals.length > 2)
    throw new UsageError("probation takes an email and on or off");
  await setLibraryProbation(io.ctx, email, switchTo === "on");
  io.out(`${email}: probation ${switchTo}`);
}
