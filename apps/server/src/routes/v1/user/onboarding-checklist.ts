import {
  completeOnboardingChecklist,
  completeOnboardingChecklistItem,
  hideOnboardingChecklist,
  initiateOnboardingChecklist,
} from "@chorus/contract";
import { updateOnboardingChecklist } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const initiateOnboardingChecklistRoute = bindOperation(initiateOnboardingChecklist, async ({ ctx }) =>
  updateOnboardingChecklist(ctx, { kind: "initiate" }),
);

export const hideOnboardingChecklistRoute = bindOperation(hideOnboardingChecklist, async ({ ctx }) =>
  updateOnboardingChecklist(ctx, { kind: "hide" }),
);

export const completeOnboardingChecklistRoute = bindOperation(completeOnboardingChecklist, async ({ ctx }) =>
  updateOnboardingChecklist(ctx, { kind: "complete" }),
);

export const completeOnboardingChecklistItemRoute = bindOperation(
  completeOnboardingChecklistItem,
  async ({ ctx, params }) =>
    updateOnboardingChecklist(ctx, { kind: "complete_item", itemId: params.item_id }),
);
