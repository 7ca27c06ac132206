import { searchVoices as searchVoicesOperation } from "@chorus/contract";
import { searchVoices } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoice } from "../../../presenters/voice-presenter.ts";

export const searchVoicesRoute = bindOperation(searchVoicesOperation, async ({ ctx, query }) => {
  const page = await searchVoices(ctx, {
    search: query.search,
    voiceType: query.voice_type,
    category: query.category,
    gender: query.gender,
    age: query.age,
    accent: query.accent,
    languages: query.language,
    useCases: query.use_cases,
    voiceIds: query.voice_ids,
    collectionId: query.collection_id,
    sort: query.sort,
    sortDirection: query.sort_direction,
    pageSize: query.page_size,
    pageToken: query.next_page_token,
  });
  return {
    voices: page.voices.map((view) =>
      presentVoice(view, {
        publicUrl: ctx.ports.settings.publicUrl,
        withSettings: true,
        viewerUserId: ctx.userId,
      }),
    ),
    has_more: page.hasMore,
    total_count: page.totalCount,
    next_page_token: page.nextPageToken,
  };
});
