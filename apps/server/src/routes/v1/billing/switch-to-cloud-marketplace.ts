import { switchToCloudMarketplace as switchToCloudMarketplaceOperation } from "@chorus/contract";
import { switchToCloudMarketplace } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspace } from "../../../presenters/workspace-presenter.ts";

export const switchToCloudMarketplaceRoute = bindOperation(
  switchToCloudMarketplaceOperation,
  async ({ ctx }) => presentWorkspace(await switchToCloudMarketplace(ctx)),
);
