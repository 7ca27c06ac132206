import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

/** Deliberately simple: one @, no spaces, a dot in the domain. The invite mail is the real proof. */
const emailPattern = /^[^\s@,;<>()"]+@[^\s@,;<>()"]+\.[^\s@,;<>()".]+$/;

/**
 * Turns what an admin typed into distinct, lower-cased addresses. Addresses may be separated by
 * spaces, commas or new lines (spec 001 §5); at least one valid address is required and any
 * invalid one refuses the whole request, answered as a 422 on `field`.
 */
export function parseInviteEmails(entries: readonly string[], field: (string | number)[]): string[] {
  const addresses = entries
    .flatMap((entry) => entry.split(/[\s,;]+/))
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  if (addresses.length === 0) throw DomainError.invalidField(field, messages.inviteEmailsRequired);
  const invalid = addresses.find((address) => !emailPattern.test(address));
  if (invalid) throw DomainError.invalidField(field, messages.invalidInviteEmail(invalid));
  return [...new Set(addresses)];
}
