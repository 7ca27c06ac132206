import type { User } from "@chorus/contract";

export type ChecklistItemId =
  | "verify_email"
  | "create_api_key"
  | "enable_mfa"
  | "invite_member"
  | "explore_docs";

export interface ChecklistItem {
  id: ChecklistItemId;
  /** Where the step is done: an app route, or an external page (opened in a new tab). */
  to: string;
  external?: boolean;
  /** Some steps show as done from the account's state, whatever the stored item says. */
  doneFromUser?: (user: User) => boolean;
}

/**
 * The getting-started steps. The server stores only which item ids are done (ids are the
 * client's), so the list and its order live here.
 */
export const checklistItems: readonly ChecklistItem[] = [
  { id: "verify_email", to: "/app/settings/profile", doneFromUser: (user) => user.is_email_verified },
  { id: "create_api_key", to: "/app/settings/api-keys" },
  { id: "enable_mfa", to: "/app/settings/security", doneFromUser: (user) => user.mfa_factors.length > 0 },
  { id: "invite_member", to: "/app/workspace/invites" },
  { id: "explore_docs", to: "/docs", external: true },
];

export function isItemDone(item: ChecklistItem, user: User): boolean {
  return user.onboarding_checklist.items[item.id] === true || !!item.doneFromUser?.(user);
}
