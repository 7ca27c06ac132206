import {
  maxCustomRateUsd,
  maxSharingDescriptionLength,
  maxSharingLabelLength,
  messages,
  minNoticeDaysForCustomRate,
  noticePeriodOptions,
  sharingLabelKeys,
} from "@chorus/contract";
import { DomainError } from "../../shared/domain-error.ts";

// The numbers live in the contract, so the web app's sharing form checks the same ones.
export {
  maxCustomRateUsd,
  maxSharingDescriptionLength,
  minNoticeDaysForCustomRate,
  noticePeriodOptions,
  sharingLabelKeys,
} from "@chorus/contract";

/** What an owner chooses when sharing a voice. */
export interface SharingSettings {
  description: string | null;
  labels: Record<string, string>;
  noticePeriodDays: number;
  /** USD per 1,000 credits; null for the default rate. */
  fiatRate: number | null;
  financialRewardsEnabled: boolean;
  freeUsersAllowed: boolean;
  liveModerationEnabled: boolean;
  readerAppEnabled: boolean;
}

const field = (name: string, message: string) => DomainError.invalidField(["body", name], message);

/**
 * The sharing rules of spec 001 §5 and §9, with its messages: a description under 500 characters
 * (and one at all while the voice is shared), a notice period from the offered options, a custom
 * rate above $0 and at most $0.2 per 1,000 credits that only comes with a notice period of 90 days
 * or more, and labels the library knows. Throws the first broken rule as a 422 naming its field.
 */
export function assertValidSharingSettings(settings: SharingSettings, options: { shared: boolean }): void {
  const description = settings.description?.trim() ?? "";
  if (description.length > maxSharingDescriptionLength)
    throw field("description", messages.voiceDescriptionTooLong);
  if (options.shared && description.length === 0)
    throw field("description", messages.sharingDescriptionRequired);
  if (!(noticePeriodOptions as readonly number[]).includes(settings.noticePeriodDays))
    throw field("notice_period", messages.noticePeriodOptions(noticePeriodOptions));
  if (settings.fiatRate !== null) {
    if (!(settings.fiatRate > 0)) throw field("fiat_rate", messages.customRateNotPositive);
    if (settings.fiatRate > maxCustomRateUsd) throw field("fiat_rate", messages.customRateTooHigh);
    if (settings.noticePeriodDays < minNoticeDaysForCustomRate)
      throw field("notice_period", messages.customRateNeedsNoticePeriod);
  }
  for (const [key, value] of Object.entries(settings.labels)) {
    if (!(sharingLabelKeys as readonly string[]).includes(key))
      throw field("labels", messages.sharingLabelUnknown(key, sharingLabelKeys));
    if (value.length > maxSharingLabelLength) throw field("labels", messages.sharingLabelTooLong(key));
  }
}
