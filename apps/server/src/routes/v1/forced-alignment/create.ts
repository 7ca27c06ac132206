import { forcedAlignmentCreate } from "@chorus/contract";
import { alignText, assertCanAlignText, prepareAlignment } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";

/**
 * Charged once the upload is decoded (the cost follows its duration); the charge stands when the
 * JSON answer has been sent, and is refunded by the metering when alignment fails or the client leaves.
 */
export const forcedAlignmentCreateRoute = bindOperation(
  forcedAlignmentCreate,
  async ({ ctx, form, reply }) => {
    const plan = await prepareAlignment(ctx, {
      file: form.files.file?.[0],
      text: form.fields.text,
      language: form.fields.language,
    });
    const metering = await meterGeneration(ctx, reply, plan, "forced_alignment");
    return metering.guard(async () => {
      const alignment = await alignText(ctx, plan, abortOnClose(reply));
      metering.markComplete();
      return alignment;
    });
  },
  { beforeBody: ({ ctx }) => assertCanAlignText(ctx) },
);
