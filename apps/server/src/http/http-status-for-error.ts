import type { ErrorStatus } from "@chorus/contract";

/** The one place a domain error code becomes an HTTP status. Exhaustive: a new code fails to compile until mapped. */
export function httpStatusForError(status: ErrorStatus): number {
  switch (status) {
    case "needs_authorization":
    case "invalid_api_key":
    case "api_key_disabled":
    case "unauthorized":
    case "session_expired":
    case "invalid_credentials":
    case "account_deleted":
    case "invalid_single_use_token":
      return 401;
    case "missing_permissions":
    case "recent_sign_in_required":
    case "forbidden":
    case "account_disabled":
    case "account_locked":
    case "account_suspended":
    case "password_sign_in_disabled":
    case "restricted_country":
    case "email_not_allowlisted":
    case "email_not_verified":
    case "captcha_failed":
    case "owner_cannot_be_removed":
    case "seat_limit_reached":
      return 403;
    case "not_found":
    case "user_not_found":
    case "workspace_not_found":
    case "invite_not_found":
    case "api_key_not_found":
    case "member_not_found":
      return 404;
    case "account_exists":
    case "already_exists":
    case "feedback_already_reviewed":
      return 409;
    case "too_many_sign_in_attempts":
    case "too_many_attempts":
    case "resend_too_soon":
      return 429;
    case "invalid_email":
    case "unable_to_create_account":
    case "mfa_required":
    case "invalid_mfa_code":
    case "invalid_backup_code":
    case "invalid_code":
    case "invalid_request":
      return 400;
    case "model_not_found":
    case "unsupported_language":
    case "max_character_limit_exceeded":
    case "invalid_voice_settings":
    case "unsupported_feature":
    case "too_many_contexts":
      return 400;
    case "input_timeout_exceeded":
      return 408;
    case "voice_not_found":
    case "history_item_not_found":
      return 404;
    case "quota_exceeded":
      // ElevenLabs answers quota errors with 401 in practice (reference §1.4); clients expect it.
      return 401;
    case "only_for_creator+":
    case "only_for_pro+":
    // CHORUS_BILLING=off: the payment calls are refused, as a feature the server does not offer.
    case "billing_disabled":
      return 403;
    case "too_many_concurrent_requests":
    case "rate_limit_exceeded":
      return 429;
    case "internal_error":
      return 500;
    // requests refused before any route runs
    case "malformed_request":
      return 400;
    case "request_timeout":
      return 408;
    case "request_too_large":
      return 413;
    case "uri_too_long":
      return 414;
    case "unsupported_media_type":
      return 415;
    case "headers_too_large":
      return 431;
    // billing and payments
    case "tier_not_found":
    case "coupon_expired":
    case "invalid_promocode":
    case "no_subscription":
    case "no_pending_change":
    case "invalid_webhook_signature":
    case "usage_based_billing_unavailable":
      return 400;
    case "payment_required":
    case "card_declined":
    case "card_verification_failed":
    case "unpaid_invoice":
      return 402;
    case "cloud_marketplace_requires_free_or_trial":
      return 403;
    case "already_subscribed":
    case "idempotency_conflict":
    case "cloud_marketplace_already_provider":
      return 409;
    case "payment_provider_error":
      return 502;
    // custom voices
    case "only_for_starter+":
      return 403;
    case "voice_limit_reached":
    case "voice_add_edit_limit_reached":
      return 400;
    case "voice_sample_not_found":
      return 404;
    // voice design and remix
    case "voice_preview_not_found":
      return 404;
    case "designed_voice_limit_reached":
      return 400;
    case "voice_generation_failed":
    case "voice_creation_failed":
      return 500;
    // professional voice cloning and voice safety
    case "voice_blocked":
    case "voice_captcha_required":
    case "voice_not_verified":
    case "max_verification_attempts_reached":
      return 403;
    case "voice_not_fine_tuned":
    case "voice_verification_failed":
    case "not_enough_training_audio":
    case "professional_voice_limit_reached":
      return 400;
    case "voice_fine_tuning_in_progress":
    case "speaker_separation_not_ready":
      return 409;
    case "speaker_not_found":
    case "manual_verification_not_found":
      return 404;
    // the voice library, collections and similar voices
    case "voice_unavailable":
      return 403;
    case "collection_not_found":
      return 404;
    case "voice_not_collectable":
    case "similar_voices_failed":
      return 400;
    case "pronunciation_dictionary_not_found":
      return 404;
    // speech to text transcripts
    case "transcript_not_found":
      return 404;
    case "transcript_not_ready":
      return 409;
    // The file could not be transcribed (a final state, unlike 409): pollers stop here.
    case "transcription_failed":
      return 422;
    // kept sound effects and the soundboard
    case "sound_effect_not_found":
      return 404;
    case "soundboard_full":
      return 400;
    // conversational agents
    case "agent_not_found":
    case "conversation_not_found":
    case "conversation_tag_not_found":
    case "tool_not_found":
    case "agent_test_not_found":
    case "agent_test_folder_not_found":
    case "test_invocation_not_found":
      return 404;
    case "agent_test_folder_not_empty":
      return 409;
    case "tool_in_use":
      return 409;
    case "agent_version_conflict":
      return 409;
    // the knowledge base: a document agents use is a conflict with them until they stop (or force)
    case "knowledge_base_document_not_found":
    case "rag_index_not_found":
    case "knowledge_base_chunk_not_found":
    case "crawl_job_not_found":
      return 404;
    case "knowledge_base_document_in_use":
      return 409;
    case "knowledge_base_full":
      return 400;
    // workspace secrets: in use is a conflict with the resources that name it (as a version conflict is)
    case "secret_not_found":
      return 404;
    case "secret_in_use":
      return 409;
    case "auth_connection_not_found":
      return 404;
    case "auth_connection_in_use":
      return 409;
    case "environment_variable_not_found":
      return 404;
    case "webhook_not_found":
      return 404;
    case "triage_ticket_not_found":
      return 404;
    // MCP servers: not allowed in the workspace is a permission its admin gives
    case "mcp_server_not_found":
    case "mcp_tool_config_not_found":
      return 404;
    case "mcp_server_in_use":
    case "mcp_tool_config_exists":
      return 409;
    case "mcp_opt_in_required":
      return 403;
  }
}
