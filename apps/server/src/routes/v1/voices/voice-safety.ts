import {
  getVoiceCaptcha as getVoiceCaptchaOperation,
  setVoiceSafetyControl as setVoiceSafetyControlOperation,
  verifyVoiceCaptcha as verifyVoiceCaptchaOperation,
} from "@chorus/contract";
import {
  assertCanCheckVoiceSafetyCaptcha,
  getVoiceSafetyCaptcha,
  setVoiceSafetyControl,
  verifyVoiceSafetyCaptcha,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentCaptcha } from "../../../presenters/captcha-presenter.ts";

export const getVoiceCaptchaRoute = bindOperation(getVoiceCaptchaOperation, async ({ ctx, params }) =>
  presentCaptcha(await getVoiceSafetyCaptcha(ctx, params.voice_id)),
);

export const verifyVoiceCaptchaRoute = bindOperation(
  verifyVoiceCaptchaOperation,
  async ({ ctx, params, form }) => {
    const [recording] = form.files.recording ?? [];
    await verifyVoiceSafetyCaptcha(ctx, params.voice_id, recording);
    return { status: "ok" };
  },
  { beforeBody: ({ ctx, params }) => assertCanCheckVoiceSafetyCaptcha(ctx, params.voice_id) },
);

export const setVoiceSafetyControlRoute = bindOperation(
  setVoiceSafetyControlOperation,
  async ({ ctx, params, body }) => {
    await setVoiceSafetyControl(ctx, params.voice_id, body.safety_control);
    return { status: "ok" };
  },
);
