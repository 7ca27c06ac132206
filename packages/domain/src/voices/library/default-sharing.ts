import type { CustomVoiceRecord } from "../../records.ts";
import type { VoiceSharingRecord } from "./library-records.ts";
import { type SharingSettings, sharingLabelKeys } from "./sharing-rules.ts";

/** The notice period a voice starts with: the 30 days spec 001 §9 recommends. */
export const defaultNoticePeriodDays = 30;

/**
 * The settings of a voice never shared: its own description, the labels the library knows (taken
 * from the voice's), the recommended notice period, the default rate, free users allowed.
 */
export function defaultSharingSettings(voice: CustomVoiceRecord): SharingSettings {
  const labels: Record<string, string> = {};
  for (const key of sharingLabelKeys) {
    const value = voice.labels[key];
    if (value && value.length <= 50) labels[key] = value;
  }
  return {
    description: voice.description,
    labels,
    noticePeriodDays: defaultNoticePeriodDays,
    fiatRate: null,
    financialRewardsEnabled: false,
    freeUsersAllowed: true,
    liveModerationEnabled: false,
    readerAppEnabled: false,
  };
}

export function sharingSettingsOf(record: VoiceSharingRecord): SharingSettings {
  return {
    description: record.description,
    labels: record.labels,
    noticePeriodDays: record.noticePeriodDays,
    fiatRate: record.fiatRate,
    financialRewardsEnabled: record.financialRewardsEnabled,
    freeUsersAllowed: record.freeUsersAllowed,
    liveModerationEnabled: record.liveModerationEnabled,
    readerAppEnabled: record.readerAppEnabled,
  };
}
