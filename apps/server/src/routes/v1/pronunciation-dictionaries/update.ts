import { updatePronunciationDictionary } from "@chorus/contract";
import { updateDictionary } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDictionaryMetadata } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const updateRoute = bindOperation(updatePronunciationDictionary, async ({ ctx, params, body }) =>
  presentDictionaryMetadata(await updateDictionary(ctx, params.pronunciation_dictionary_id, body), ctx.role),
);
