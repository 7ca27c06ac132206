import type { AuthenticatedContext } from "../../context.ts";
import type { LibraryEntry } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";
import { type LibraryVoiceView, noMetrics } from "./library-voice-view.ts";

/**
 * Every voice live in the library now, with its use and the reader's copy: approved, still shared,
 * and not unverified (the rule is evaluated here, on every read). Read across workspaces on purpose;
 * only what the library may show leaves through `LibraryVoiceView`.
 */
export async function liveLibraryVoices(ctx: AuthenticatedContext): Promise<LibraryVoiceView[]> {
  const { voiceLibrary } = ctx.ports.store;
  const now = ctx.ports.clock.now();
  const candidates = await voiceLibrary.listEntries({ status: "enabled", reviewStatus: "allowed" });
  const live = candidates.filter((entry: LibraryEntry) => libraryStateOf(entry, now) === "live");
  const [metrics, copies] = await Promise.all([
    voiceLibrary.metrics(
      live.map((entry) => entry.voice.id),
      now,
    ),
    voiceLibrary.listCopiesForWorkspace(ctx.workspaceId),
  ]);
  const copyOf = new Map(copies.map((copy) => [copy.originalVoiceId, copy]));
  return live.map((entry) => ({
    kind: "shared",
    entry,
    metrics: metrics.get(entry.voice.id) ?? noMetrics,
    readerCopy: copyOf.get(entry.voice.id),
  }));
}
