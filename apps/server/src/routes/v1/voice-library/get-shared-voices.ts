import { getSharedVoices as getSharedVoicesOperation } from "@chorus/contract";
import { getSharedVoices } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentLibraryVoice } from "../../../presenters/library-voice-presenter.ts";

export const getSharedVoicesRoute = bindOperation(getSharedVoicesOperation, async ({ ctx, query }) => {
  const page = await getSharedVoices(ctx, {
    pageSize: query.page_size,
    page: query.page,
    category: query.category,
    gender: query.gender,
    age: query.age,
    accent: query.accent,
    language: query.language,
    locale: query.locale,
    search: query.search,
    useCases: query.use_cases,
    descriptives: query.descriptives,
    featured: query.featured,
    minNoticePeriodDays: query.min_notice_period_days,
    includeCustomRates: query.include_custom_rates,
    includeLiveModerated: query.include_live_moderated,
    readerAppEnabled: query.reader_app_enabled,
    ownerId: query.owner_id,
    sort: query.sort,
  });
  return {
    voices: page.voices.map((view) => presentLibraryVoice(view, ctx.ports.settings.publicUrl)),
    has_more: page.hasMore,
    total_count: page.totalCount,
    last_sort_id: null,
  };
});
