import { updateConvAiSettings as updateConvAiSettingsOperation } from "@chorus/contract";
import { updateConvAiSettings } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import {
  convAiSettingsPatchOf,
  presentConvAiSettings,
} from "../../../presenters/convai-settings-presenter.ts";

export const updateConvAiSettingsRoute = bindOperation(updateConvAiSettingsOperation, async ({ ctx, body }) =>
  presentConvAiSettings(await updateConvAiSettings(ctx, convAiSettingsPatchOf(body))),
);
