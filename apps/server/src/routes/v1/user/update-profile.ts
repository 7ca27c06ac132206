import { updateProfile as updateProfileOperation } from "@chorus/contract";
import { updateProfile } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentUser } from "../../../presenters/user-presenter.ts";

export const updateProfileRoute = bindOperation(updateProfileOperation, async ({ ctx, body }) =>
  presentUser(
    await updateProfile(ctx, {
      firstName: body.first_name,
      locale: body.locale,
      agreesToProductUpdates: body.agrees_to_product_updates,
    }),
  ),
);
