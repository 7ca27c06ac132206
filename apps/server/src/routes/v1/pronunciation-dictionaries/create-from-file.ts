import { createPronunciationDictionaryFromFile } from "@chorus/contract";
import { createDictionaryFromFile } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import type { UploadedFormFile } from "../../../http/read-multipart-form.ts";
import { presentCreatedDictionary } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const createFromFileRoute = bindOperation(
  createPronunciationDictionaryFromFile,
  async ({ ctx, form }) => {
    const [file] = (form.files.file ?? []) as UploadedFormFile[];
    const created = await createDictionaryFromFile(ctx, {
      name: form.fields.name,
      description: form.fields.description,
      file,
    });
    return presentCreatedDictionary(created, ctx.role);
  },
);
