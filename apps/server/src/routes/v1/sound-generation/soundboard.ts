import {
  getSoundboard as getSoundboardOperation,
  pinSoundEffect as pinSoundEffectOperation,
  reorderSoundboard as reorderSoundboardOperation,
  unpinSoundEffect as unpinSoundEffectOperation,
} from "@chorus/contract";
import { getSoundboard, pinSoundEffect, reorderSoundboard, unpinSoundEffect } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSoundboard } from "../../../presenters/sound-effect-presenter.ts";

export const getSoundboardRoute = bindOperation(getSoundboardOperation, async ({ ctx }) =>
  presentSoundboard(await getSoundboard(ctx), ctx.workspaceId),
);

export const pinSoundEffectRoute = bindOperation(pinSoundEffectOperation, async ({ ctx, body }) =>
  presentSoundboard(await pinSoundEffect(ctx, body.sound_effect_id), ctx.workspaceId),
);

export const unpinSoundEffectRoute = bindOperation(unpinSoundEffectOperation, async ({ ctx, params }) =>
  presentSoundboard(await unpinSoundEffect(ctx, params.sound_effect_id), ctx.workspaceId),
);

export const reorderSoundboardRoute = bindOperation(reorderSoundboardOperation, async ({ ctx, body }) =>
  presentSoundboard(await reorderSoundboard(ctx, body.sound_effect_ids), ctx.workspaceId),
);
