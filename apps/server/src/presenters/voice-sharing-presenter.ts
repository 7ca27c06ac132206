import type { LibraryState, Voice, VoiceSharing } from "@chorus/contract";
import type {
  CopyStatus,
  CustomVoiceRecord,
  LibraryCopyRecord,
  SharingSettings,
  VoiceSharingRecord,
  VoiceSharingView,
  VoiceView,
} from "@chorus/domain";

const unix = (at: Date | null | undefined) => (at ? Math.floor(at.getTime() / 1000) : null);

/** An original voice's `VoiceSharingResponse`: its settings, review state and library state. */
function presentOriginalSharing(
  voice: CustomVoiceRecord,
  record: VoiceSharingRecord | undefined,
  settings: SharingSettings,
  state: LibraryState,
  clonedByCount?: number,
): VoiceSharing {
  return {
    status: record?.status ?? "disabled",
    date_unix: unix(record?.liveSince ?? record?.submittedAt),
    whitelisted_emails: [],
    public_owner_id: record?.publicOwnerId ?? null,
    original_voice_id: voice.id,
    financial_rewards_enabled: settings.financialRewardsEnabled,
    free_users_allowed: settings.freeUsersAllowed,
    live_moderation_enabled: settings.liveModerationEnabled,
    // Chorus charges no multiplier for library voices; a custom rate is recorded as `fiat_rate`.
    rate: null,
    fiat_rate: settings.fiatRate,
    notice_period: settings.noticePeriodDays,
    disable_at_unix: unix(record?.disableAt),
    voice_mixing_allowed: false,
    featured: record?.featured ?? false,
    category: voice.category,
    reader_app_enabled: settings.readerAppEnabled,
    liked_by_count: 0,
    cloned_by_count: clonedByCount,
    name: voice.name,
    description: settings.description,
    labels: settings.labels,
    review_status: record?.reviewStatus ?? "not_requested",
    review_message: record?.reviewMessage ?? null,
    enabled_in_library: state === "live",
    library_state: state,
  };
}

/** A copy's `VoiceSharingResponse`: where it came from and whether it still works. */
function presentCopySharing(
  voice: CustomVoiceRecord,
  copy: LibraryCopyRecord,
  status: CopyStatus,
): VoiceSharing {
  return {
    status,
    date_unix: unix(copy.createdAt),
    public_owner_id: copy.publicOwnerId,
    original_voice_id: copy.originalVoiceId,
    live_moderation_enabled: copy.liveModerationEnabled,
    disable_at_unix: unix(copy.disableAt),
    category: voice.category,
    name: voice.name,
    review_status: "allowed",
    enabled_in_library: false,
  };
}

/** `GET|PATCH /v1/voices/{id}/sharing`. */
export function presentVoiceSharing(view: VoiceSharingView): VoiceSharing {
  if (view.kind === "copy") return presentCopySharing(view.voice, view.copy, view.status);
  return presentOriginalSharing(view.voice, view.record, view.settings, view.state, view.clonedByCount);
}

/** `Voice.sharing` and `Voice.collection_ids`, from what the library knows of a voice of the workspace. */
export function presentVoiceLibraryFields(view: VoiceView): Pick<Voice, "sharing" | "collection_ids"> {
  const { library } = view;
  const record = view.custom?.record;
  let sharing: VoiceSharing | null = null;
  if (record && library?.copy) sharing = presentCopySharing(record, library.copy.record, library.copy.status);
  else if (record && library?.sharing) {
    const shared = library.sharing.record;
    sharing = presentOriginalSharing(record, shared, shared, library.sharing.state);
  }
  return { sharing, collection_ids: library?.collectionIds ?? [] };
}
