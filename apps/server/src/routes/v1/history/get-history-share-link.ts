import { getHistoryShareLink as getHistoryShareLinkOperation } from "@chorus/contract";
import { getHistoryShareLink } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getHistoryShareLinkRoute = bindOperation(
  getHistoryShareLinkOperation,
  async ({ ctx, params }) => {
    const link = await getHistoryShareLink(ctx, params.history_item_id);
    return { share_link: link.shareLink, public_user_name: link.publicUserName };
  },
);
