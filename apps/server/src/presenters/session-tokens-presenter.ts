import type { SessionTokensResponse, SignInResult } from "@chorus/contract";
import type { SessionTokens, SignInOutcome } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The tokens of a new or refreshed session, as every sign-in path answers them. */
export function presentSessionTokens(tokens: SessionTokens): SessionTokensResponse {
  return {
    status: "signed_in",
    access_token: tokens.accessToken,
    access_token_expires_at_unix: unix(tokens.accessTokenExpiresAt),
    refresh_token: tokens.refreshToken,
    refresh_token_expires_at_unix: unix(tokens.refreshTokenExpiresAt),
    user_id: tokens.userId,
    workspace_id: tokens.workspaceId,
  };
}

/** `POST /v1/auth/sign-in`: tokens, or what the next step needs. */
export function presentSignInOutcome(outcome: SignInOutcome): SignInResult {
  switch (outcome.status) {
    case "signed_in":
      return presentSessionTokens(outcome.tokens);
    case "mfa_required":
      return { status: "mfa_required", mfa_token: outcome.mfaToken, factors: outcome.factors };
    case "verification_required":
      return { status: "verification_required", verification_id: outcome.verificationId };
  }
}
