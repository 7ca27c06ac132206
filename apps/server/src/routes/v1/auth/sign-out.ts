import { signOut as signOutOperation } from "@chorus/contract";
import { signOut } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { clearRefreshCookie } from "./refresh-cookie.ts";

export const signOutRoute = bindOperation(signOutOperation, async ({ ctx, reply }) => {
  await signOut(ctx);
  clearRefreshCookie(reply, ctx.ports.settings);
  return { status: "ok" as const };
});
