import type { Repositories, Store } from "@chorus/domain";
import { LRUCache } from "lru-cache";

/**
 * How long a cached read may be served. In this process every write to the cached tables clears
 * the cache at once; another process (the scaled setup: several API processes on one PostgreSQL)
 * sees a change after at most this long (ARCHITECTURE.md, "Cached reads").
 */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** The reads every authenticated request makes (API key or session → user, member, workspace). */
const cachedReads = {
  users: ["findById"],
  workspaces: ["findById"],
  members: ["find"],
  apiKeys: ["findBySecretHash", "findInWorkspace"],
  sessions: ["findById"],
} as const;

/**
 * The other methods of those repositories that change nothing. Any method not named here or
 * above counts as a write and clears the cache, so a method added later is safe by default.
 */
const plainReads: Record<keyof typeof cachedReads, readonly string[]> = {
  users: ["findByEmail", "isKnownDevice"],
  workspaces: ["lockById", "listForUser", "listAll"],
  members: ["list", "count"],
  apiKeys: ["listForWorkspace"],
  sessions: ["findRefreshToken"],
};

type CachedRepository = keyof typeof cachedReads;
const cachedRepositories = Object.keys(cachedReads) as CachedRepository[];

// biome-ignore lint/suspicious/noExplicitAny: repository methods are wrapped generically by name.
type AnyMethod = (...args: any[]) => Promise<unknown>;

/**
 * The reads above, kept briefly (LRU-bounded, READ_CACHE_TTL_MS). A write to any of the cached
 * repositories, in or out of a transaction, clears everything: before it runs, when it returns,
 * and when its transaction ends (a read that raced the write would otherwise cache the row as
 * it was before the commit). A read that was under way while a write happened is not cached.
 * Reads inside transactions always go to the database (locks and charges see the rows as they
 * are). Callers get copies, so a verb that changes a record it read cannot change the cache.
 */
class ReadCache {
  private readonly entries = new LRUCache<string, { value: unknown }>({
    max: MAX_ENTRIES,
    ttl: READ_CACHE_TTL_MS,
  });
  private generation = 0;

  async read(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const hit = this.entries.get(key);
    if (hit) return structuredClone(hit.value);
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.entries.set(key, { value });
    return structuredClone(value);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

function wrapRepository<R extends object>(
  repository: R,
  name: CachedRepository,
  cache: ReadCache,
  options: { cacheReads: boolean; onWrite: () => void },
): R {
  const cached = new Set<string>(cachedReads[name]);
  const plain = new Set<string>(plainReads[name]);
  const wrapped: Record<string, AnyMethod> = {};
  for (const [method, fn] of Object.entries(repository) as [string, AnyMethod][]) {
    if (typeof fn !== "function") continue;
    const call: AnyMethod = (...args) => fn.apply(repository, args);
    if (cached.has(method)) {
      wrapped[method] = options.cacheReads
        ? (...args) => cache.read(`${name}.${method}:${JSON.stringify(args)}`, () => call(...args))
        : call;
    } else if (plain.has(method)) {
      wrapped[method] = call;
    } else {
      wrapped[method] = async (...args) => {
        options.onWrite();
        try {
          return await call(...args);
        } finally {
          options.onWrite();
        }
      };
    }
  }
  return { ...repository, ...wrapped } as R;
}

/** `store` with the hot reads of every request cached briefly and cleared on every change (see ReadCache). */
export function withCachedReads(store: Store): Store {
  const cache = new ReadCache();
  const clear = () => cache.clear();
  const outside = { ...store };
  for (const name of cachedRepositories) {
    (outside as Record<string, unknown>)[name] = wrapRepository(store[name], name, cache, {
      cacheReads: true,
      onWrite: clear,
    });
  }
  outside.transaction = async (work) => {
    let wrote = false;
    try {
      return await store.transaction((tx: Repositories) => {
        const inside = { ...tx };
        for (const name of cachedRepositories) {
          (inside as Record<string, unknown>)[name] = wrapRepository(tx[name], name, cache, {
            cacheReads: false,
            onWrite: () => {
              wrote = true;
              clear();
            },
          });
        }
        return work(inside);
      });
    } finally {
      if (wrote) clear();
    }
  };
  return outside;
}
