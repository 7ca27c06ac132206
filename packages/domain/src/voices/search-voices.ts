import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findCollection } from "./collections/collection-access.ts";
import { listVoices } from "./list-voices.ts";
import type { VoiceView } from "./voice-view.ts";

export interface VoiceSearch {
  search?: string;
  voiceType?: string;
  category?: string;
  gender?: string;
  age?: string;
  accent?: string;
  languages?: string[];
  useCases?: string[];
  voiceIds?: string[];
  /** Only voices in this collection of the workspace ("collection missing" when it has none such). */
  collectionId?: string;
  sort?: "created_at_unix" | "name";
  sortDirection?: "asc" | "desc";
  pageSize: number;
  /** Opaque token from the previous page. */
  pageToken?: string;
}

export interface VoicePage {
  voices: VoiceView[];
  hasMore: boolean;
  totalCount: number;
  nextPageToken: string | null;
}

const encodeToken = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
function decodeToken(token: string | undefined): number {
  if (!token) return 0;
  try {
    const offset = (JSON.parse(Buffer.from(token, "base64url").toString()) as { o?: unknown }).o;
    return typeof offset === "number" && Number.isInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
}

/**
 * The `voice_type`s a voice answers to for the person asking: premade voices are "default"; a
 * custom voice is "personal" when this person created it (or added it from the library) and
 * "workspace" when another member did; voices added from the library are also "community"; every
 * custom voice is "non-default". "personal" and "workspace" split the web app's My Voices and
 * Workspace tabs.
 */
function voiceTypesOf(view: VoiceView, viewerUserId: string): string[] {
  if (view.category === "premade") return ["default"];
  const types = [
    view.custom.record.createdByUserId === viewerUserId ? "personal" : "workspace",
    "non-default",
  ];
  if (view.library?.copy) types.push("community");
  return types;
}

function matches(view: VoiceView, query: VoiceSearch, viewerUserId: string): boolean {
  const { voice } = view;
  if (query.voiceIds?.length && !query.voiceIds.includes(voice.voiceId)) return false;
  if (query.collectionId && !view.library?.collectionIds?.includes(query.collectionId)) return false;
  if (query.voiceType && !voiceTypesOf(view, viewerUserId).includes(query.voiceType)) return false;
  if (query.category && query.category !== view.category) return false;
  if (query.gender && voice.gender !== query.gender.toLowerCase()) return false;
  if (query.age && voice.age !== query.age.toLowerCase()) return false;
  if (query.accent && voice.accent !== query.accent.toLowerCase()) return false;
  if (
    query.languages?.length &&
    !query.languages.some((l) => l.toLowerCase().split("-")[0] === voice.language)
  )
    return false;
  if (query.useCases?.length && !query.useCases.includes(voice.useCase)) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    const haystack = [
      voice.name,
      voice.accent,
      voice.descriptive,
      voice.useCase,
      voice.locale,
      voice.spokenBy,
      voice.gender,
    ]
      .join(" ")
      .toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** `GET /v2/voices`: filter, sort and page the workspace's voices. Page tokens are offsets, opaque to clients. */
export async function searchVoices(ctx: AuthenticatedContext, query: VoiceSearch): Promise<VoicePage> {
  requirePermission(ctx, "voices_read");
  if (query.collectionId) await findCollection(ctx, query.collectionId);
  const all = (await listVoices(ctx)).filter((view) => matches(view, query, ctx.userId));
  if (query.sort === "created_at_unix") {
    // Premade voices have no creation time; they sort as the oldest.
    const time = (view: VoiceView) => view.custom?.record.createdAt.getTime() ?? 0;
    all.sort((a, b) => time(a) - time(b));
    if (query.sortDirection !== "asc") all.reverse();
  }
  if (query.sort === "name") {
    all.sort((a, b) => a.voice.name.localeCompare(b.voice.name));
    if (query.sortDirection === "desc") all.reverse();
  }
  const offset = decodeToken(query.pageToken);
  const page = all.slice(offset, offset + query.pageSize);
  const hasMore = offset + query.pageSize < all.length;
  return {
    voices: page,
    hasMore,
    totalCount: all.length,
    nextPageToken: hasMore ? encodeToken(offset + query.pageSize) : null,
  };
}
