import { getUser } from "@chorus/contract";
import { getCurrentUser } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentUser } from "../../../presenters/user-presenter.ts";

export const getUserRoute = bindOperation(getUser, async ({ ctx }) => presentUser(await getCurrentUser(ctx)));
