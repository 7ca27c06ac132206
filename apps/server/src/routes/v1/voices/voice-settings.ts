import {
  getDefaultVoiceSettings,
  getVoiceSettings,
  updateVoiceSettings as updateVoiceSettingsOperation,
} from "@chorus/contract";
import { defaultVoiceSettings, getVoice, updateVoiceSettings } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoiceSettings } from "../../../presenters/voice-presenter.ts";

export const getDefaultVoiceSettingsRoute = bindOperation(getDefaultVoiceSettings, async () =>
  presentVoiceSettings(defaultVoiceSettings),
);

export const getVoiceSettingsRoute = bindOperation(getVoiceSettings, async ({ ctx, params }) =>
  presentVoiceSettings((await getVoice(ctx, params.voice_id)).settings),
);

export const updateVoiceSettingsRoute = bindOperation(
  updateVoiceSettingsOperation,
  async ({ ctx, params, body }) => {
    await updateVoiceSettings(ctx, params.voice_id, body);
    return { status: "ok" };
  },
);
