import { getConvAiSettings as getConvAiSettingsOperation } from "@chorus/contract";
import { getConvAiSettings } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentConvAiSettings } from "../../../presenters/convai-settings-presenter.ts";

export const getConvAiSettingsRoute = bindOperation(getConvAiSettingsOperation, async ({ ctx }) =>
  presentConvAiSettings(await getConvAiSettings(ctx)),
);
