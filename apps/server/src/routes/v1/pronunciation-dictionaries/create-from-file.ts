import { createPronunciationDictionaryFromFile } from "@chorus/contract";
import { assertCanCreateDictionary, createDictionaryFromFile } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentCreatedDictionary } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const createFromFileRoute = bindOperation(
  createPronunciationDictionaryFromFile,
  async ({ ctx, form }) => {
    const [file] = form.files.file ?? [];
    const created = await createDictionaryFromFile(ctx, {
      name: form.fields.name,
      description: form.fields.description,
      file,
    });
    return presentCreatedDictionary(created, ctx.role);
  },
  // The editor role refuses before the file is read.
  { beforeBody: async ({ ctx }) => assertCanCreateDictionary(ctx) },
);
