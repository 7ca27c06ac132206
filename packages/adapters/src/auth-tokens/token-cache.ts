import type { AuthTokenCache } from "@chorus/domain";

/** Tokens kept at most: far above a workspace's active connections, small in memory (a token is a few KB). */
const defaultMaxEntries = 1_000;

/**
 * The process's auth tokens, by key (`{connection id}:{version}`), each until its `usableUntil`.
 * Bounded: when full, the entry put longest ago goes. Another process keeps its own; a changed
 * connection has a new version in its key, so no process uses a token of the old settings.
 */
export function inProcessAuthTokenCache(maxEntries = defaultMaxEntries): AuthTokenCache {
  const entries = new Map<string, { token: string; until: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now.getTime()) return entry.token;
      entries.delete(key);
      return undefined;
    },
    put(key, token, usableUntil) {
      entries.delete(key);
      entries.set(key, { token, until: usableUntil.getTime() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forget(connectionId) {
      const prefix = `${connectionId}:`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
