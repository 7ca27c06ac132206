/**
 * Where a post-login `redirect` query parameter may lead (spec 000 §2): same-origin paths
 * whose first segment is allow-listed, or one of the listed id-bearing shapes. Anything
 * else falls back to the default destination. Shared by the web app and the server (which
 * checks `continueUrl` before putting it in an email).
 */
const allowedFirstSegments = new Set([
  "affiliates",
  "audio-native",
  "history",
  "request-alpha-access",
  "subscription",
  "usage",
  "speech-synthesis",
  "dubs",
  "redirect",
]);

/** Known app routes (`/app/...`) a redirect may target. */
const knownAppRoutes = new Set([
  "home",
  "onboarding",
  "settings",
  "settings/profile",
  "settings/security",
  "settings/api-keys",
  "workspace/members",
  "subscription",
  "history",
  "speech-synthesis",
  "usage",
]);

const idShapes = [
  /^\/v1\/dubs\/[\w-]+$/,
  /^\/v1\/projects\/[\w-]+$/,
  /^\/sound-effects\/[\w-]+$/,
  /^\/app\/studio\/[\w-]+$/,
];

/**
 * Returns the safe same-origin path (with its query) to go to, or null when the target must be ignored.
 * `origin` is the app's own origin; absolute URLs are accepted only when they share it.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // A protocol-relative or backslash trick resolves to another origin above; reject odd paths too.
  if (!url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const relative = path + url.search + url.hash;
  if (idShapes.some((shape) => shape.test(path))) return relative;
  const segments = path.split("/").filter(Boolean);
  const inApp = segments[0] === "app" ? segments.slice(1) : segments;
  if (inApp.length === 0) return null;
  if (allowedFirstSegments.has(inApp[0]!)) return relative;
  if (segments[0] === "app" && knownAppRoutes.has(inApp.join("/"))) return relative;
  return null;
}
