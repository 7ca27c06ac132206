import {
  addSharedVoice,
  findSimilarVoices,
  getSharedVoices,
  type LibraryVoice,
  type librarySorts,
} from "@chorus/contract";
import { callOperation, type OperationResult } from "../../../lib/api/call-operation.ts";
import { postForm } from "../../../lib/api/form-data.ts";

export type LibrarySort = (typeof librarySorts)[number];
export type LibraryPage = OperationResult<typeof getSharedVoices>;

/** What Explore filters on; empty strings mean "any". */
export interface LibraryFilters {
  search: string;
  language: string;
  accent: string;
  gender: string;
  age: string;
  useCase: string;
  category: string;
  /** Only voices with at least this notice period, in days ("" any). */
  minNoticeDays: string;
  featured: boolean;
  /** Voices with a custom rate are listed (the API's default). */
  includeCustomRates: boolean;
  /** Live-moderated voices are listed (the API's default). */
  includeLiveModerated: boolean;
  sort: LibrarySort;
}

export const defaultLibraryFilters: LibraryFilters = {
  search: "",
  language: "",
  accent: "",
  gender: "",
  age: "",
  useCase: "",
  category: "",
  minNoticeDays: "",
  featured: false,
  includeCustomRates: true,
  includeLiveModerated: true,
  sort: "trending",
};

/** How many filters differ from the defaults (search and sort aside), for the "Filters (n)" button. */
export function activeFilterCount(filters: LibraryFilters): number {
  const { search: _search, sort: _sort, ...rest } = filters;
  const defaults: Omit<LibraryFilters, "search" | "sort"> = defaultLibraryFilters;
  return (Object.keys(rest) as (keyof typeof rest)[]).filter((key) => rest[key] !== defaults[key]).length;
}

export const libraryPageSize = 24;
export const libraryQueryKey = ["shared-voices"] as const;

/** GET /v1/shared-voices: one page (from 0) of the live library voices matching the filters. */
export const fetchLibraryPage = (filters: LibraryFilters, page: number): Promise<LibraryPage> =>
  callOperation(getSharedVoices, {
    query: {
      page,
      page_size: libraryPageSize,
      sort: filters.sort,
      search: filters.search.trim() || undefined,
      language: filters.language || undefined,
      accent: filters.accent || undefined,
      gender: filters.gender || undefined,
      age: filters.age || undefined,
      use_cases: filters.useCase || undefined,
      category: (filters.category || undefined) as LibraryVoice["category"] | undefined,
      min_notice_period_days: filters.minNoticeDays ? Number(filters.minNoticeDays) : undefined,
      featured: filters.featured ? "true" : undefined,
      include_custom_rates: filters.includeCustomRates ? undefined : "false",
      include_live_moderated: filters.includeLiveModerated ? undefined : "false",
    },
  });

/** POST /v1/voices/add/{public_user_id}/{voice_id}: a copy of the voice in the workspace, named `newName`. */
export const addLibraryVoice = (voice: LibraryVoice, newName: string) =>
  callOperation(addSharedVoice, {
    params: { public_user_id: voice.public_owner_id, voice_id: voice.voice_id },
    body: { new_name: newName },
  });

/** POST /v1/similar-voices (multipart): the library and premade voices nearest to a clip, nearest first. */
export function fetchSimilarVoices(file: File, topK = 10): Promise<LibraryPage> {
  const form = new FormData();
  form.set("top_k", String(topK));
  form.append("audio_file", file, file.name);
  return postForm<LibraryPage>(findSimilarVoices.path, form);
}
