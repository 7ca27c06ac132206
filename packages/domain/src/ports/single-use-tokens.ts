import type { SingleUseTokenType } from "@chorus/contract";

/**
 * What a stored single-use token opens: the types clients issue (`POST /v1/single-use-token`), and a
 * signed URL's conversation signature, which only `get-signed-url` issues (bound to one agent).
 */
export type StoredTokenType = SingleUseTokenType | "convai_signed_url";

/**
 * A single-use token as stored: only its SHA-256, the workspace and person it acts as, and how it
 * was issued (the API key whose permissions it inherits, or the web session it came from).
 */
export interface SingleUseTokenRecord {
  id: string;
  workspaceId: string;
  userId: string;
  tokenType: StoredTokenType;
  tokenHash: string;
  /** The issuing API key; null when a signed-in person issued it. */
  apiKeyId: string | null;
  /** The issuing web session; null when an API key issued it. */
  sessionId: string | null;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

export interface SingleUseTokenRepository {
  insert(token: Omit<SingleUseTokenRecord, "consumedAt" | "createdAt">): Promise<void>;
  /**
   * Marks the unexpired, unused token of this hash and type used at `now` and returns it; undefined
   * when there is none. Atomic: of two connections racing with one token, exactly one gets it.
   */
  consume(
    tokenHash: string,
    tokenType: StoredTokenType,
    now: Date,
  ): Promise<SingleUseTokenRecord | undefined>;
  /** Removes tokens that expired before `before` (used or not). */
  deleteExpired(before: Date): Promise<void>;
}
