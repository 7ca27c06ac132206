import { updatePublicUserName as updatePublicUserNameOperation } from "@chorus/contract";
import { updatePublicUserName } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const updatePublicUserNameRoute = bindOperation(
  updatePublicUserNameOperation,
  async ({ ctx, body }) => {
    await updatePublicUserName(ctx, { publicUserName: body.public_user_name });
    return { status: "ok" as const };
  },
);
