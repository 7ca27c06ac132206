import { getSharedHistoryItem as getSharedHistoryItemOperation } from "@chorus/contract";
import { getSharedHistoryItem } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSharedHistoryItem } from "../../../presenters/shared-history-presenter.ts";

export const getSharedHistoryItemRoute = bindOperation(
  getSharedHistoryItemOperation,
  async ({ ctx, params, reply }) => {
    const shared = await getSharedHistoryItem(ctx, params.token);
    // The link is the credential: keep it out of referrers and the answer out of shared caches.
    reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
    return presentSharedHistoryItem(shared, params.token);
  },
);
