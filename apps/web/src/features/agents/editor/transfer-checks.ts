import type { ConversationConfig } from "@chorus/contract";

type BuiltInTools = ConversationConfig["agent"]["prompt"]["built_in_tools"];
/** One transfer of the agent's `transfer_to_number` tool. */
export type NumberTransfer = NonNullable<BuiltInTools["transfer_to_number"]>["params"]["transfers"][number];
export type TransferDestination = NumberTransfer["transfer_destination"];

/** The contract's bounds of a destination (`inputLimits.shortTextCharacters`, `urlCharacters`). */
export const destinationLimits = { phoneCharacters: 64, sipUriCharacters: 2_048 };

/** Spaces, dashes, dots and brackets people type in numbers; the number is stored without them. */
const phoneSeparators = /[\s\-.()]/g;

/** A number as stored: what was typed without separators ("+44 20 7946 0958" → "+442079460958"). */
export const normalizePhoneNumber = (typed: string) => typed.replace(phoneSeparators, "");

/** E.164: a plus, a country code (no leading 0) and at most 15 digits in all. */
const e164 = /^\+[1-9]\d{6,14}$/;

export const isPhoneNumber = (typed: string) => e164.test(normalizePhoneNumber(typed));

/**
 * A SIP or SIPS address: `sip:` then an optional user part, a host (name or bracketed IPv6), an
 * optional port and optional parameters. Loose on purpose: the telephony provider has the last word.
 */
const sipUri =
  /^sips?:(?:[^\s@:]+(?::[^\s@]*)?@)?(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[;?]\S*)?$/i;

export const isSipUri = (typed: string) =>
  typed.length <= destinationLimits.sipUriCharacters && sipUri.test(typed.trim());

/** What the destination says: its number, SIP address or the dynamic variable holding one. */
export const destinationText = (destination: TransferDestination) =>
  "phone_number" in destination ? destination.phone_number : destination.sip_uri;

/**
 * Whether the confirmation typed is the phrase asked for, in the page's language: case, surrounding
 * spaces and doubled spaces do not count, every word does.
 */
export function confirmsPhrase(typed: string, phrase: string, language?: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase(language);
  return plain(typed) !== "" && plain(typed) === plain(phrase);
}
