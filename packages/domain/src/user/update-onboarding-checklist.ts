import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { OnboardingChecklistState } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** Bounds the stored item map: item ids come from clients. */
const MAX_CHECKLIST_ITEMS = 50;

export type ChecklistAction =
  | { kind: "initiate" }
  | { kind: "hide" }
  | { kind: "complete" }
  | { kind: "complete_item"; itemId: string };

/** The onboarding checklist's transitions (spec 000 §4): initiate, item complete, hide, mark complete. */
export async function updateOnboardingChecklist(
  ctx: AuthenticatedContext,
  action: ChecklistAction,
): Promise<OnboardingChecklistState> {
  requirePermission(ctx, "user_write");
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const checklist: OnboardingChecklistState = { ...user.checklist, items: { ...user.checklist.items } };
  switch (action.kind) {
    case "initiate":
      checklist.initiated = true;
      break;
    case "hide":
      checklist.hidden = true;
      break;
    case "complete":
      checklist.completed = true;
      break;
    case "complete_item":
      if (!(action.itemId in checklist.items) && Object.keys(checklist.items).length >= MAX_CHECKLIST_ITEMS) {
        throw new DomainError("invalid_request", messages.checklistItemLimit);
      }
      checklist.items[action.itemId] = true;
      break;
  }
  const updated = await store.users.update(user.id, { checklist });
  return updated.checklist;
}
