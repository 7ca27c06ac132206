import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { TtsInput } from "./tts-input.ts";

/**
 * The text around a request: what was spoken just before it and what will follow (a streamed generation
 * that knows only that more follows has an empty `nextText`).
 */
export interface NeighbouringText {
  previousText?: string;
  nextText?: string;
}

async function textsOf(
  ctx: AuthenticatedContext,
  ids: readonly string[],
  field: "previous_request_ids" | "next_request_ids",
): Promise<string> {
  const texts: string[] = [];
  for (const [index, id] of ids.entries()) {
    // A history item's id is its generation's request id (the `request-id` header).
    const item = await ctx.ports.store.history.findInWorkspace(ctx.workspaceId, id);
    if (!item) throw DomainError.invalidField(["body", field, index], messages.previousRequestNotFound(id));
    texts.push(item.text);
  }
  return texts.join(" ");
}

/**
 * Resolves `previous_request_ids` / `next_request_ids` against the workspace's history: each must be
 * a logged generation of this workspace (another workspace's id is as unknown as a made-up one), and
 * their texts, in order, stand for the neighbouring text. As with ElevenLabs, request ids win over
 * `previous_text` / `next_text` when both are sent.
 */
export async function resolveNeighbouringText(
  ctx: AuthenticatedContext,
  input: Pick<TtsInput, "previousText" | "nextText" | "previousRequestIds" | "nextRequestIds">,
): Promise<NeighbouringText> {
  const previousText = input.previousRequestIds?.length
    ? await textsOf(ctx, input.previousRequestIds, "previous_request_ids")
    : input.previousText;
  const nextText = input.nextRequestIds?.length
    ? await textsOf(ctx, input.nextRequestIds, "next_request_ids")
    : input.nextText;
  return {
    ...(previousText?.trim() ? { previousText } : {}),
    ...(nextText?.trim() ? { nextText } : {}),
  };
}

/** Text that stops without a sentence end (`.`, `!`, `?` …, closing quotes and brackets allowed after it). */
export const endsMidSentence = (text: string) => !/[.!?…。！？]["'”’)\]]*\s*$/.test(text);

/**
 * Whether a request's last sentence runs on into `next_text` / `next_request_ids`: then it is spoken
 * with the rising, unfinished intonation of a clause (as if followed by a comma) instead of the fall
 * of a finished sentence, so consecutive generations join up when played one after another.
 */
export const continuesIntoNextText = (text: string, neighbours: NeighbouringText) =>
  neighbours.nextText !== undefined && endsMidSentence(text);
