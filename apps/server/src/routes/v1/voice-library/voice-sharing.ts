import {
  getVoiceSharingHistory as getVoiceSharingHistoryOperation,
  getVoiceSharingMetrics as getVoiceSharingMetricsOperation,
  getVoiceSharing as getVoiceSharingOperation,
  updateVoiceSharing as updateVoiceSharingOperation,
} from "@chorus/contract";
import {
  getVoiceSharing,
  getVoiceSharingHistory,
  getVoiceSharingMetrics,
  updateVoiceSharing,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoiceSharing } from "../../../presenters/voice-sharing-presenter.ts";

export const getVoiceSharingRoute = bindOperation(getVoiceSharingOperation, async ({ ctx, params }) =>
  presentVoiceSharing(await getVoiceSharing(ctx, params.voice_id)),
);

export const updateVoiceSharingRoute = bindOperation(
  updateVoiceSharingOperation,
  async ({ ctx, params, body }) =>
    presentVoiceSharing(
      await updateVoiceSharing(ctx, params.voice_id, {
        enabled: body.enabled,
        description: body.description,
        labels: body.labels,
        noticePeriodDays: body.notice_period,
        // Absent keeps the custom rate; null (sent on purpose) clears it.
        fiatRate: body.fiat_rate,
        financialRewardsEnabled: body.financial_rewards_enabled,
        freeUsersAllowed: body.free_users_allowed,
        liveModerationEnabled: body.live_moderation_enabled,
        readerAppEnabled: body.reader_app_enabled,
      }),
    ),
);

export const getVoiceSharingMetricsRoute = bindOperation(
  getVoiceSharingMetricsOperation,
  async ({ ctx, params }) => {
    const metrics = await getVoiceSharingMetrics(ctx, params.voice_id);
    return {
      voice_id: params.voice_id,
      cloned_by_count: metrics.clonedByCount,
      usage_character_count_7d: metrics.usageCharacters7d,
      usage_character_count_1y: metrics.usageCharacters1y,
      daily_usage: metrics.dailyUsage.map(({ day, characters }) => ({ date: day, characters })),
    };
  },
);

export const getVoiceSharingHistoryRoute = bindOperation(
  getVoiceSharingHistoryOperation,
  async ({ ctx, params }) => ({
    events: (await getVoiceSharingHistory(ctx, params.voice_id)).map((event) => ({
      kind: event.kind,
      date_unix: Math.floor(event.occurredAt.getTime() / 1000),
      message: event.message,
    })),
  }),
);
