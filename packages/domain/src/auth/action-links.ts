import type { DomainSettings } from "../context.ts";

/** The modes the web app's action page handles (spec 000 §2). */
export type ActionMode =
  | "verifyEmail"
  | "resetPassword"
  | "recoverEmail"
  | "verifySignInRequest"
  | "optOutOfUpdates";

/** A link to the web app's action page: `${publicUrl}/app/action?mode=…&oobCode=…&lang=…`. */
export function actionLink(
  settings: Pick<DomainSettings, "publicUrl">,
  mode: ActionMode,
  code: string,
  params: { lang?: string; isReverting?: boolean } = {},
): string {
  const query = new URLSearchParams({ mode, oobCode: code });
  if (params.isReverting !== undefined) query.set("isReverting", String(params.isReverting));
  query.set("lang", params.lang ?? "en");
  return `${settings.publicUrl}/app/action?${query.toString()}`;
}
