import { defineOperation } from "../../operation.ts";
import { WorkspaceSchema } from "../workspace/workspace-schemas.ts";

export const switchToCloudMarketplace = defineOperation({
  operationId: "chorus.billing.switchToCloudMarketplace",
  method: "POST",
  path: "/v1/billing/switch-to-cloud-marketplace",
  summary:
    "Bill the workspace through the cloud marketplace instead of directly (admins, free or trial plan)",
  description:
    "Spec 001 §6: only admins, and only on the free or trial plan. Answers the workspace (`billing_channel`).",
  tag: "Billing",
  auth: { kind: "session" },
  responses: { 200: WorkspaceSchema },
  errors: [
    "forbidden",
    "billing_disabled",
    "cloud_marketplace_already_provider",
    "cloud_marketplace_requires_free_or_trial",
  ],
});
