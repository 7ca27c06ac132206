import {
  getPvcCaptcha as getPvcCaptchaOperation,
  requestPvcManualVerification as requestPvcManualVerificationOperation,
  verifyPvcCaptcha as verifyPvcCaptchaOperation,
} from "@chorus/contract";
import {
  assertCanCheckProfessionalCaptcha,
  assertCanRequestManualVerification,
  getProfessionalCaptcha,
  requestManualVerification,
  verifyProfessionalCaptcha,
} from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentCaptcha } from "../../../../presenters/captcha-presenter.ts";

export const getPvcCaptchaRoute = bindOperation(getPvcCaptchaOperation, async ({ ctx, params }) =>
  presentCaptcha(await getProfessionalCaptcha(ctx, params.voice_id)),
);

export const verifyPvcCaptchaRoute = bindOperation(
  verifyPvcCaptchaOperation,
  async ({ ctx, params, form }) => {
    const [recording] = form.files.recording ?? [];
    await verifyProfessionalCaptcha(ctx, params.voice_id, recording);
    return { status: "ok" };
  },
  { beforeBody: ({ ctx, params }) => assertCanCheckProfessionalCaptcha(ctx, params.voice_id) },
);

export const requestPvcManualVerificationRoute = bindOperation(
  requestPvcManualVerificationOperation,
  async ({ ctx, params, form }) => {
    await requestManualVerification(ctx, params.voice_id, {
      extraText: form.fields.extra_text,
      files: form.files.files ?? [],
    });
    return { status: "ok" };
  },
  { beforeBody: ({ ctx, params }) => assertCanRequestManualVerification(ctx, params.voice_id) },
);
