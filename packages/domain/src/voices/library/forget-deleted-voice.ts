import type { AuthenticatedContext } from "../../context.ts";
import { withdrawFromLibrary } from "./withdraw-from-library.ts";

/**
 * What deleting one of the workspace's voices means for the library and collections: a shared voice
 * is withdrawn as if its owner stopped sharing it (copies of a live voice get the notice period and
 * its history stays), and the voice leaves every collection. Called before the voice row goes (its
 * sharing row goes with it).
 */
export async function forgetDeletedVoice(ctx: AuthenticatedContext, voiceId: string): Promise<void> {
  const entry = await ctx.ports.store.voiceLibrary.findEntry(voiceId);
  const withdrawal =
    entry && entry.voice.workspaceId === ctx.workspaceId
      ? withdrawFromLibrary(entry.sharing, ctx.ports.clock.now())
      : undefined;
  await ctx.ports.store.transaction(async (tx) => {
    for (const event of withdrawal?.events ?? []) await tx.voiceLibrary.insertEvent(event);
    if (withdrawal?.disableCopiesAt)
      await tx.voiceLibrary.scheduleCopiesDisable(voiceId, withdrawal.disableCopiesAt);
    await tx.voiceCollections.removeVoiceEverywhere(ctx.workspaceId, voiceId);
  });
}
