import type { Repositories, Store } from "@chorus/domain";
import { LRUCache } from "lru-cache";

/**
 * How long a cached read may be served. In this process every write to the cached tables clears
 * the cache at once; another process (the scaled setup: several API processes on one PostgreSQL)
 * sees a change after at most this long (ARCHITECTURE.md, "Cached reads").
 */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The cached reads, in two groups with a cache each. Identity: what every authenticated request
 * reads (API key or session → user, member, workspace), and a voice's saved settings, which every
 * generation reads before it starts. Usage: what the subscription reports
 * (`GET /v1/user`, `/v1/user/subscription`): the credit period's ledger totals and the voice slots.
 * A write to an identity repository clears both caches (deleting a user or a workspace removes
 * their usage too); a write to a usage repository (every charge) clears only the usage cache, so
 * speech traffic does not send every request's authentication back to the database.
 */
const cachedReads = {
  users: ["findById"],
  workspaces: ["findById"],
  members: ["find"],
  apiKeys: ["findBySecretHash", "findInWorkspace"],
  sessions: ["findById"],
  voiceSettings: ["find"],
  creditLedger: ["periodTotals"],
  customVoices: ["countForWorkspace", "countOperationsSince"],
  professionalVoices: ["listFineTuning"],
} as const;

type CachedRepository = keyof typeof cachedReads;
type CacheGroup = "identity" | "usage";
const groupOf: Record<CachedRepository, CacheGroup> = {
  users: "identity",
  workspaces: "identity",
  members: "identity",
  apiKeys: "identity",
  sessions: "identity",
  voiceSettings: "identity",
  creditLedger: "usage",
  customVoices: "usage",
  professionalVoices: "usage",
};

/**
 * The other methods of those repositories that change nothing. Any method not named here or
 * above counts as a write and clears the cache, so a method added later is safe by default.
 */
const plainReads: Record<CachedRepository, readonly string[]> = {
  users: ["findByEmail", "isKnownDevice"],
  workspaces: ["lockById", "listForUser", "listAll"],
  members: ["list", "count"],
  apiKeys: ["listForWorkspace"],
  sessions: ["findRefreshToken"],
  voiceSettings: ["listForWorkspace"],
  creditLedger: ["findByRequest", "findExpiredReservations", "usageByBucket"],
  customVoices: ["findInWorkspace", "findByName", "listForWorkspace", "findById", "listSamples"],
  professionalVoices: [
    "findFineTuning",
    "findCaptcha",
    "listAttempts",
    "listManualVerifications",
    "listPendingManualVerifications",
    "findManualVerification",
  ],
};

const cachedRepositories = Object.keys(cachedReads) as CachedRepository[];

// biome-ignore lint/suspicious/noExplicitAny: repository methods are wrapped generically by name.
type AnyMethod = (...args: any[]) => Promise<unknown>;

/**
 * One group's reads (above), kept briefly (LRU-bounded, READ_CACHE_TTL_MS). A write to one of the
 * group's repositories, in or out of a transaction, clears it: before it runs, when it returns,
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
  const caches: Record<CacheGroup, ReadCache> = { identity: new ReadCache(), usage: new ReadCache() };
  /** What a write to `name` clears: its own group, and everything after an identity write. */
  const clearAfterWriteTo = (name: CachedRepository) => {
    caches.usage.clear();
    if (groupOf[name] === "identity") caches.identity.clear();
  };
  const outside = { ...store };
  for (const name of cachedRepositories) {
    (outside as Record<string, unknown>)[name] = wrapRepository(store[name], name, caches[groupOf[name]], {
      cacheReads: true,
      onWrite: () => clearAfterWriteTo(name),
    });
  }
  outside.transaction = async (work) => {
    const wroteTo = new Set<CachedRepository>();
    try {
      return await store.transaction((tx: Repositories) => {
        const inside = { ...tx };
        for (const name of cachedRepositories) {
          (inside as Record<string, unknown>)[name] = wrapRepository(tx[name], name, caches[groupOf[name]], {
            cacheReads: false,
            onWrite: () => {
              wroteTo.add(name);
              clearAfterWriteTo(name);
            },
          });
        }
        return work(inside);
      });
    } finally {
      for (const name of wroteTo) clearAfterWriteTo(name);
    }
  };
  return outside;
}
