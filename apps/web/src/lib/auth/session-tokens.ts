/** The token pair every sign-in, sign-up, verify-sign-in and refresh answers with. */
export interface SessionTokens {
  status: "signed_in";
  access_token: string;
  access_token_expires_at_unix: number;
  refresh_token: string;
  refresh_token_expires_at_unix: number;
  user_id: string;
  workspace_id: string;
}

export type SessionStatus = "loading" | "signed_in" | "signed_out";

/** Why a session ended: `expired` sends the person back with their current path as `redirect`. */
export type SessionEndReason = "expired" | "signed_out";

export interface SessionState {
  status: SessionStatus;
  userId: string | null;
  workspaceId: string | null;
  endReason: SessionEndReason | null;
}

/** Messages between tabs of the same browser (spec 000 §4: sign-in state is broadcast across tabs). */
export type SessionBroadcast =
  | { type: "signed_in" }
  | { type: "signed_out"; reason: SessionEndReason }
  | { type: "tokens_changed" };
