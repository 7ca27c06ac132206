/**
 * The closed set of `detail.status` values Chorus sends in business errors
 * (`{ detail: { status, message } }`). ElevenLabs clients branch on these strings, so
 * they are part of the wire contract; the domain throws them and the transport maps
 * each one to exactly one HTTP status (apps/server/src/http/http-status-for-error.ts).
 */
export const errorStatuses = [
  // authentication and authorization
  "needs_authorization",
  "invalid_api_key",
  "api_key_disabled",
  "missing_permissions",
  "unauthorized",
  "session_expired",
  "recent_sign_in_required",
  "forbidden",
  // sign-up and sign-in
  "invalid_credentials",
  "too_many_sign_in_attempts",
  "account_disabled",
  "account_deleted",
  "account_locked",
  "account_suspended",
  "password_sign_in_disabled",
  "account_exists",
  "invalid_email",
  "captcha_failed",
  "restricted_country",
  "email_not_allowlisted",
  "unable_to_create_account",
  "email_not_verified",
  "mfa_required",
  "invalid_mfa_code",
  "invalid_backup_code",
  "invalid_code",
  "too_many_attempts",
  "resend_too_soon",
  // generic resources and limits
  "not_found",
  "user_not_found",
  "workspace_not_found",
  "invite_not_found",
  "api_key_not_found",
  "member_not_found",
  "already_exists",
  "seat_limit_reached",
  "owner_cannot_be_removed",
  "invalid_request",
  "internal_error",
  // speech
  "voice_not_found",
  "model_not_found",
  "unsupported_language",
  "max_character_limit_exceeded",
  "quota_exceeded",
  "too_many_concurrent_requests",
  "only_for_creator+",
  "only_for_pro+",
  "invalid_voice_settings",
  "unsupported_feature",
  "input_timeout_exceeded",
  "too_many_contexts",
  "history_item_not_found",
  "feedback_already_reviewed",
  "billing_disabled",
] as const;

export type ErrorStatus = (typeof errorStatuses)[number];
