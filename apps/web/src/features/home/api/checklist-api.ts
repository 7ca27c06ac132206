import {
  completeOnboardingChecklist,
  completeOnboardingChecklistItem,
  hideOnboardingChecklist,
  initiateOnboardingChecklist,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const initiateChecklist = () => callOperation(initiateOnboardingChecklist);
export const hideChecklist = () => callOperation(hideOnboardingChecklist);
export const completeChecklist = () => callOperation(completeOnboardingChecklist);
export const completeChecklistItem = (itemId: string) =>
  callOperation(completeOnboardingChecklistItem, { params: { item_id: itemId } });
