import { decideManualVerification, listPendingManualVerifications, moderateVoice } from "@chorus/domain";
import { type CommandIo, UsageError } from "./command-io.ts";

const controls = ["BAN", "CAPTCHA", "NONE"] as const;

/** `voices set-safety-control <voice_id> BAN|CAPTCHA|NONE`: moderation's control, which the workspace cannot lift. */
export async function voicesSetSafetyControl(io: CommandIo, positionals: string[]): Promise<void> {
  const [voiceId, control] = positionals;
  if (!voiceId || !control || positionals.length > 2)
    throw new UsageError("set-safety-control takes a voice id and BAN, CAPTCHA or NONE");
  const choice = control.toUpperCase();
  if (!(controls as readonly string[]).includes(choice))
    throw new UsageError(`unknown safety control: ${control} (BAN, CAPTCHA or NONE)`);
  const result = await moderateVoice(io.ctx, voiceId, choice as (typeof controls)[number]);
  io.out(
    `${voiceId} (${result.name}, workspace ${result.workspaceId}): ${result.from ?? "NONE"} -> ${choice}`,
  );
}

/** `voices verifications`: the pending manual verification requests, oldest first. */
export async function voicesListVerifications(io: CommandIo): Promise<void> {
  const pending = await listPendingManualVerifications(io.ctx);
  if (pending.length === 0) io.out("no pending manual verification requests");
  for (const request of pending) {
    const files = request.files.map((file) => `${file.fileName} (${file.blobKey})`).join(", ");
    io.out(
      `${request.id}  voice ${request.voiceId}  workspace ${request.workspaceId}  ${request.requestedAt.toISOString()}  "${request.extraText}"  files: ${files}`,
    );
  }
}

/** `voices approve-verification|reject-verification <request_id> [--note text]`. */
export async function voicesDecideVerification(
  io: CommandIo,
  decision: "approved" | "rejected",
  positionals: string[],
  options: { note?: string },
): Promise<void> {
  const [requestId] = positionals;
  if (!requestId || positionals.length > 1) throw new UsageError("takes one manual verification request id");
  const request = await decideManualVerification(io.ctx, { requestId, decision, note: options.note });
  io.out(`${request.id}: voice ${request.voiceId} ${decision}`);
}
