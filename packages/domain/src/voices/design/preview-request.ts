import {
  type ConvertOutputFormat,
  defaultPreviewOutputFormat,
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { assertOutputFormatAllowed } from "../../text-to-speech/output-format-access.ts";
import { currentTier } from "../../text-to-speech/speech-request-rules.ts";
import type { VoiceTraits } from "./describe-voice.ts";
import { previewTextFor } from "./preview-text.ts";

/** The fields design and remix share (validated by the contract). */
export interface PreviewRequest {
  description: string;
  outputFormat: string;
  text?: string | null;
  autoGenerateText?: boolean | null;
  loudness?: number | null;
  seed?: number | null;
  guidanceScale?: number | null;
}

/**
 * The output format: ElevenLabs' default for previews (192 kbps mp3) is served on every plan; a
 * format asked for explicitly is gated by plan like text to speech (192 kbps mp3 Creator+, 44.1 kHz
 * PCM Pro+).
 */
export async function previewFormat(ctx: AuthenticatedContext, format: string): Promise<OutputFormatSpec> {
  const spec = parseOutputFormat(format as ConvertOutputFormat);
  if (format !== defaultPreviewOutputFormat) assertOutputFormatAllowed(spec, await currentTier(ctx));
  return spec;
}

/** The text the previews speak: the request's, or one written for the description. */
export function previewText(request: PreviewRequest, traits: VoiceTraits, language: string): string {
  if (request.text) return request.text;
  if (request.autoGenerateText) return previewTextFor(traits, language);
  throw DomainError.invalidField(["body", "text"], messages.voicePreviewTextRequired);
}

/** The request's seed, or a fresh one: without a seed every request gives new previews. */
export const previewSeed = (seed: number | null | undefined) =>
  seed ?? Math.floor(Math.random() * 4_294_967_296);
