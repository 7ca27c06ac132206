import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { type LibraryVoiceView, libraryLabel, libraryLanguage } from "./library-voice-view.ts";
import { liveLibraryVoices } from "./live-library-voices.ts";

export type LibrarySort = "created_date" | "usage_character_count_1y" | "trending" | "cloned_by_count";

/** `GET /v1/shared-voices`'s query (the SDK's `VoicesGetSharedRequest`). */
export interface LibraryQuery {
  pageSize: number;
  /** From 0. */
  page: number;
  category?: string;
  gender?: string;
  age?: string;
  accent?: string;
  language?: string;
  locale?: string;
  search?: string;
  useCases?: string[];
  descriptives?: string[];
  /** true: featured voices only. */
  featured?: boolean;
  minNoticePeriodDays?: number;
  /** false: leave out voices with a custom rate (default true). */
  includeCustomRates?: boolean;
  /** false: leave out live-moderated voices (default true). */
  includeLiveModerated?: boolean;
  /** true: voices enabled for the reader app only. */
  readerAppEnabled?: boolean;
  /** A public owner id. */
  ownerId?: string;
  sort?: LibrarySort;
}

export interface LibraryPage {
  voices: Extract<LibraryVoiceView, { kind: "shared" }>[];
  hasMore: boolean;
  totalCount: number;
}

type Shared = Extract<LibraryVoiceView, { kind: "shared" }>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const baseLanguage = (code: string) => code.toLowerCase().split(/[-_]/)[0]!;

function matches(view: Shared, query: LibraryQuery): boolean {
  const { sharing, voice } = view.entry;
  const label = (key: string) => libraryLabel(view.entry, key);
  if (query.category && voice.category !== query.category) return false;
  if (query.gender && !same(label("gender"), query.gender)) return false;
  if (query.age && !same(label("age"), query.age)) return false;
  if (query.accent && !same(label("accent"), query.accent)) return false;
  if (query.language && baseLanguage(libraryLanguage(view.entry)) !== baseLanguage(query.language))
    return false;
  if (query.locale && !same(label("locale") || voice.language, query.locale)) return false;
  if (query.useCases?.length && !query.useCases.some((useCase) => same(label("use_case"), useCase)))
    return false;
  if (query.descriptives?.length && !query.descriptives.some((word) => same(label("descriptive"), word)))
    return false;
  if (query.featured && !sharing.featured) return false;
  if (query.minNoticePeriodDays !== undefined && sharing.noticePeriodDays < query.minNoticePeriodDays)
    return false;
  if (query.includeCustomRates === false && sharing.fiatRate !== null) return false;
  if (query.includeLiveModerated === false && sharing.liveModerationEnabled) return false;
  if (query.readerAppEnabled && !sharing.readerAppEnabled) return false;
  if (query.ownerId && sharing.publicOwnerId !== query.ownerId) return false;
  if (query.search) {
    const haystack = [voice.name, sharing.description ?? "", ...Object.values(sharing.labels)]
      .join(" ")
      .toLowerCase();
    if (!haystack.includes(query.search.toLowerCase())) return false;
  }
  return true;
}

const liveSince = (view: Shared) => view.entry.sharing.liveSince?.getTime() ?? 0;

/** Highest first; ties newest first, then by id so pages are stable. */
const sortKeys: Record<LibrarySort, (view: Shared) => number> = {
  created_date: liveSince,
  usage_character_count_1y: (view) => view.metrics.usageCharacters1y,
  trending: (view) => view.metrics.usageCharacters7d,
  cloned_by_count: (view) => view.metrics.clonedByCount,
};

/**
 * `GET /v1/shared-voices` (issue 5 §5): the live voices of every workspace, filtered, sorted
 * (`trending` by default: characters spoken with copies in the last 7 days) and paged by number.
 * Voices whose owner allows paid plans only are listed to everyone and refused to free workspaces
 * when added (add-library-voice.ts), as spec 001 §6 says "some library voices need a paid plan".
 */
export async function getSharedVoices(ctx: AuthenticatedContext, query: LibraryQuery): Promise<LibraryPage> {
  requirePermission(ctx, "voices_read");
  const all = (await liveLibraryVoices(ctx)).filter(
    (view): view is Shared => view.kind === "shared" && matches(view, query),
  );
  const key = sortKeys[query.sort ?? "trending"];
  all.sort(
    (a, b) =>
      key(b) - key(a) || liveSince(b) - liveSince(a) || a.entry.voice.id.localeCompare(b.entry.voice.id),
  );
  const start = query.page * query.pageSize;
  return {
    voices: all.slice(start, start + query.pageSize),
    hasMore: start + query.pageSize < all.length,
    totalCount: all.length,
  };
}
