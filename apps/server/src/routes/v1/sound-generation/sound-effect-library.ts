import {
  deleteSoundEffect as deleteSoundEffectOperation,
  exploreSoundEffects as exploreSoundEffectsOperation,
  getSoundEffectAudio as getSoundEffectAudioOperation,
  getSoundEffect as getSoundEffectOperation,
  listSoundEffects as listSoundEffectsOperation,
  shareSoundEffect as shareSoundEffectOperation,
} from "@chorus/contract";
import {
  deleteSoundEffect,
  exploreSoundEffects,
  getSoundEffect,
  getSoundEffectAudio,
  listSoundEffects,
  type SoundEffectPage,
  shareSoundEffect,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSoundEffect } from "../../../presenters/sound-effect-presenter.ts";

const presentPage = (page: SoundEffectPage, workspaceId: string) => ({
  sound_effects: page.effects.map((effect) => presentSoundEffect(effect, workspaceId)),
  has_more: page.hasMore,
});

const filterOf = (query: { search?: string; category?: string; page: number; page_size: number }) => ({
  search: query.search,
  category: query.category as Parameters<typeof listSoundEffects>[1]["category"],
  page: query.page,
  pageSize: query.page_size,
});

export const listSoundEffectsRoute = bindOperation(listSoundEffectsOperation, async ({ ctx, query }) =>
  presentPage(await listSoundEffects(ctx, filterOf(query)), ctx.workspaceId),
);

export const exploreSoundEffectsRoute = bindOperation(exploreSoundEffectsOperation, async ({ ctx, query }) =>
  presentPage(await exploreSoundEffects(ctx, filterOf(query)), ctx.workspaceId),
);

export const getSoundEffectRoute = bindOperation(getSoundEffectOperation, async ({ ctx, params }) =>
  presentSoundEffect(await getSoundEffect(ctx, params.sound_effect_id), ctx.workspaceId),
);

export const getSoundEffectAudioRoute = bindOperation(
  getSoundEffectAudioOperation,
  async ({ ctx, params, query, reply }) => {
    const purpose = query.download ? "download" : "play";
    const { contentType, audio, fileName } = await getSoundEffectAudio(ctx, params.sound_effect_id, purpose);
    if (purpose === "download") reply.header("content-disposition", `attachment; filename="${fileName}"`);
    return reply.header("content-type", contentType).send(Buffer.from(audio));
  },
);

export const shareSoundEffectRoute = bindOperation(shareSoundEffectOperation, async ({ ctx, params, body }) =>
  presentSoundEffect(await shareSoundEffect(ctx, params.sound_effect_id, body.visibility), ctx.workspaceId),
);

export const deleteSoundEffectRoute = bindOperation(deleteSoundEffectOperation, async ({ ctx, params }) => {
  await deleteSoundEffect(ctx, params.sound_effect_id);
  return { sound_effect_id: params.sound_effect_id };
});
