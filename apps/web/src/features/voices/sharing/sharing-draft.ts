import {
  maxCustomRateUsd,
  maxSharingDescriptionLength,
  maxSharingLabelLength,
  messages,
  minNoticeDaysForCustomRate,
  type VoiceSharing,
} from "@chorus/contract";
import type { SharingUpdate } from "./sharing-api.ts";

/** The labels the sharing form edits (language and locale come from the voice itself). */
export const editableLabelKeys = ["gender", "age", "accent", "use_case", "descriptive"] as const;
export type EditableLabel = (typeof editableLabelKeys)[number];

/** The sharing form as typed: text fields stay text until they are sent. */
export interface SharingDraft {
  description: string;
  labels: Record<EditableLabel, string>;
  noticePeriod: number;
  customRate: boolean;
  /** USD per 1,000 credits, as typed. */
  fiatRate: string;
  liveModeration: boolean;
  financialRewards: boolean;
  freeUsersAllowed: boolean;
}

export type SharingField = "description" | "notice_period" | "fiat_rate" | "labels";
export type SharingErrors = Partial<Record<SharingField, string>>;

export function draftFromSharing(sharing: VoiceSharing): SharingDraft {
  const labels = sharing.labels ?? {};
  return {
    description: sharing.description ?? "",
    labels: Object.fromEntries(editableLabelKeys.map((key) => [key, labels[key] ?? ""])) as Record<
      EditableLabel,
      string
    >,
    noticePeriod: sharing.notice_period ?? 30,
    customRate: sharing.fiat_rate != null,
    fiatRate: sharing.fiat_rate != null ? String(sharing.fiat_rate) : "",
    liveModeration: sharing.live_moderation_enabled ?? false,
    financialRewards: sharing.financial_rewards_enabled ?? false,
    freeUsersAllowed: sharing.free_users_allowed ?? true,
  };
}

/**
 * The server's sharing rules (spec 001 §5, §9), checked before sending so the form answers at
 * once with the same messages; the server checks again and its field errors land in the same places.
 * `shared`: the voice is (or is about to be) in the library, where a description is required.
 */
export function sharingDraftErrors(draft: SharingDraft, options: { shared: boolean }): SharingErrors {
  const errors: SharingErrors = {};
  const description = draft.description.trim();
  if (description.length > maxSharingDescriptionLength) errors.description = messages.voiceDescriptionTooLong;
  else if (options.shared && description.length === 0)
    errors.description = messages.sharingDescriptionRequired;
  if (draft.customRate) {
    const rate = Number(draft.fiatRate);
    if (draft.fiatRate.trim() === "" || !Number.isFinite(rate) || rate <= 0)
      errors.fiat_rate = messages.customRateNotPositive;
    else if (rate > maxCustomRateUsd) errors.fiat_rate = messages.customRateTooHigh;
    if (draft.noticePeriod < minNoticeDaysForCustomRate)
      errors.notice_period = messages.customRateNeedsNoticePeriod;
  }
  const long = editableLabelKeys.find((key) => draft.labels[key].trim().length > maxSharingLabelLength);
  if (long) errors.labels = messages.sharingLabelTooLong(long);
  return errors;
}

/**
 * The PATCH body for the draft: every setting, the custom rate cleared (null) when it is off. Labels
 * are replaced as a whole by the server, so the ones the form does not show (language, locale) are
 * sent back as they were.
 */
export function sharingBody(draft: SharingDraft, current: VoiceSharing): SharingUpdate {
  const kept = Object.entries(current.labels ?? {}).filter(
    ([key]) => !(editableLabelKeys as readonly string[]).includes(key),
  );
  const edited = editableLabelKeys.flatMap((key) => {
    const value = draft.labels[key].trim();
    return value ? [[key, value] as const] : [];
  });
  const labels = Object.fromEntries([...kept, ...edited]);
  return {
    description: draft.description.trim(),
    labels,
    notice_period: draft.noticePeriod,
    fiat_rate: draft.customRate ? Number(draft.fiatRate) : null,
    live_moderation_enabled: draft.liveModeration,
    financial_rewards_enabled: draft.financialRewards,
    free_users_allowed: draft.freeUsersAllowed,
  };
}
