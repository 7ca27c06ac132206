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
  "invalid_single_use_token",
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
  // requests refused before any route runs (the HTTP parser's and Fastify's own errors)
  "malformed_request",
  "request_timeout",
  "request_too_large",
  "uri_too_long",
  "unsupported_media_type",
  "headers_too_large",
  // a rate limit (per address, account or API key) was reached; Retry-After says when to try again
  "rate_limit_exceeded",
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
  // billing and payments (issue 4)
  "billing_disabled",
  "tier_not_found",
  "payment_required",
  "card_declined",
  "card_verification_failed",
  "coupon_expired",
  "invalid_promocode",
  "unpaid_invoice",
  "already_subscribed",
  "no_subscription",
  "no_pending_change",
  "idempotency_conflict",
  "payment_provider_error",
  "invalid_webhook_signature",
  "cloud_marketplace_already_provider",
  "cloud_marketplace_requires_free_or_trial",
  "usage_based_billing_unavailable",
  // custom voices (issue 5)
  "only_for_starter+",
  "voice_limit_reached",
  "voice_add_edit_limit_reached",
  "voice_sample_not_found",
  // voice design and remix (issue 5 §2)
  "voice_preview_not_found",
  "designed_voice_limit_reached",
  "voice_generation_failed",
  "voice_creation_failed",
  // professional voice cloning and voice safety (issue 5 §3, §4)
  "voice_blocked",
  "voice_captcha_required",
  "voice_not_fine_tuned",
  "voice_not_verified",
  "voice_verification_failed",
  "max_verification_attempts_reached",
  "voice_fine_tuning_in_progress",
  "not_enough_training_audio",
  "professional_voice_limit_reached",
  "speaker_separation_not_ready",
  "speaker_not_found",
  "manual_verification_not_found",
  // the voice library, collections and similar voices (issue 5 §5)
  "voice_unavailable",
  "collection_not_found",
  "voice_not_collectable",
  "similar_voices_failed",
  // pronunciation dictionaries (issue 6 §4)
  "pronunciation_dictionary_not_found",
  // speech to text transcripts (issue 6 §1)
  "transcript_not_found",
  "transcript_not_ready",
  "transcription_failed",
  // kept sound effects, Explore and the Soundboard (issue 6 §2)
  "sound_effect_not_found",
  "soundboard_full",
  // conversational agents (issue 18)
  "agent_not_found",
  "agent_version_conflict",
  "conversation_not_found",
  "conversation_tag_not_found",
  // agents' knowledge base (issue 19 §1)
  "knowledge_base_document_not_found",
  "knowledge_base_document_in_use",
  "knowledge_base_full",
  "rag_index_not_found",
  "knowledge_base_chunk_not_found",
  "crawl_job_not_found",
  // workspace secrets of agents (issue 19 §2)
  "secret_not_found",
  "secret_in_use",
  // workspace auth connections of tools and MCP servers (issue 19 §2)
  "auth_connection_not_found",
  "auth_connection_in_use",
  // agent tools (issue 19 §2)
  "tool_not_found",
  "tool_in_use",
  // MCP servers of agents (issue 19 §2)
  "mcp_server_not_found",
  "mcp_server_in_use",
  "mcp_opt_in_required",
  "mcp_tool_config_not_found",
  "mcp_tool_config_exists",
  // agent tests (issue 19 §5)
  "agent_test_not_found",
  "agent_test_folder_not_found",
  "agent_test_folder_not_empty",
  "test_invocation_not_found",
  // environment variables of agents (issue 19 §6)
  "environment_variable_not_found",
  // workspace webhooks (post-call events, issue 19 §4)
  "webhook_not_found",
  // triage tickets for reviewing conversations (issue 19 §6)
  "triage_ticket_not_found",
] as const;

export type ErrorStatus = (typeof errorStatuses)[number];
