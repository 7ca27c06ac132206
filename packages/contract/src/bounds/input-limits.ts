import { z } from "zod";

/**
 * The size limits of request inputs that neither the specs nor ElevenLabs fix, in one place so the
 * same kind of field gets the same limit everywhere. Each is far above any real value (so no honest
 * client meets it) and far below what would make a handler, a query or a log line expensive. Limits
 * the specs or ElevenLabs give live next to their rule (`pronunciationRuleLimits`,
 * `maxDialogueInputs`, the models' `maximumTextLengthPerRequest`, …) and are used from there.
 */
export const inputLimits = {
  /**
   * An id in a path, a query or a body. Chorus makes 20 to 32 character ids, ElevenLabs' are 20
   * to 36; the margin keeps ids other systems made (imported voices, client request ids) working.
   */
  idCharacters: 128,
  /** A secret a client hands back: share-link tokens, single-use tokens, API keys, link codes. */
  tokenCharacters: 512,
  /** An `authorization` value ("Bearer " and a signed access token) or a third-party token (reCAPTCHA, JWT). */
  credentialCharacters: 8_192,
  /** Ids listed in one request where no spec or ElevenLabs limit applies (tags, groups, played previews). */
  idsPerRequest: 100,
  /** An email address (RFC 5321: a path is at most 256 octets with its brackets). */
  emailCharacters: 254,
  /** Names and titles: voices, keys, workspaces, collections, people. */
  nameCharacters: 200,
  /** Free-text search in a list query. */
  searchCharacters: 200,
  /** A short code or a catalogue value sent as free text (language, gender, model id, phone number …). */
  shortTextCharacters: 64,
  /** Descriptions and notes written by a person. */
  descriptionCharacters: 2_000,
  /** A label's key or value (voice labels: accent, age, use case …). */
  labelCharacters: 100,
  /** Labels on one voice. */
  labelsPerVoice: 50,
  /** A URL a client gives the server to fetch or to return to. */
  urlCharacters: 2_048,
  /** One WebSocket frame (the server's `maxPayload`): a frame's fields can be no longer. */
  websocketFrameBytes: 1024 * 1024,
  /** A text field of a multipart form (the server's multipart `fieldSize` limit, 64 KiB). */
  formFieldCharacters: 65_536,
} as const;

/** A required id (a path segment, an id in a body): at least one character, at most `idCharacters`. */
export const idValue = z.string().min(1).max(inputLimits.idCharacters);
