import { forcedAlignmentCreate } from "@chorus/contract";
import { alignText, assertCanAlignText, generationOrder, prepareAlignment } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";

/**
 * Charged once the upload is decoded (the cost follows its duration); the charge stands once the
 * alignment is ready to be answered, and is refunded when alignment fails or the client leaves.
 */
export const forcedAlignmentCreateRoute = bindOperation(
  forcedAlignmentCreate,
  async ({ ctx, form, reply }) => {
    const plan = await prepareAlignment(ctx, {
      file: form.files.file?.[0],
      text: form.fields.text,
      language: form.fields.language,
    });
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "forced_alignment"));
    return endOnFailure(work, async () => {
      const alignment = await alignText(ctx, plan, abortOnClose(reply));
      if (!reply.raw.destroyed) await work.delivered();
      return alignment;
    });
  },
  { beforeBody: ({ ctx }) => assertCanAlignText(ctx) },
);
