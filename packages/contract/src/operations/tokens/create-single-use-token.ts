import { z } from "zod";
import { defineOperation } from "../../operation.ts";

/**
 * What a single-use token opens (reference §1.2): the realtime speech-to-text WebSocket, one batch
 * transcription, or one text-to-speech WebSocket. A token works for its own type only.
 */
export const singleUseTokenTypes = ["realtime_scribe", "batch_scribe", "tts_websocket"] as const;
export type SingleUseTokenType = (typeof singleUseTokenTypes)[number];

/** Minutes a single-use token stays valid when it is not used (ElevenLabs: 15). */
export const singleUseTokenLifetimeMinutes = 15;

export const SingleUseTokenParamsSchema = z.object({ token_type: z.enum(singleUseTokenTypes) });

/** `SingleUseTokenResponseModel`. */
export const SingleUseTokenResponseSchema = z.object({ token: z.string() });

export const createSingleUseToken = defineOperation({
  operationId: "tokens.singleUse.create",
  method: "POST",
  path: "/v1/single-use-token/{token_type}",
  summary: "Create a single-use token (browser clients use it instead of an API key)",
  description:
    "The token acts as the caller in the caller's workspace, for one connection or request of its type, and expires after 15 minutes. A `tts_websocket` token also needs the text_to_speech permission.",
  tag: "Tokens",
  auth: { kind: "any", permission: "speech_to_text" },
  request: { params: SingleUseTokenParamsSchema },
  responses: { 200: SingleUseTokenResponseSchema },
  errors: ["missing_permissions"],
});
