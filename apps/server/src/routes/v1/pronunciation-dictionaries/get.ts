import { getPronunciationDictionary } from "@chorus/contract";
import { getDictionary } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDictionaryWithRules } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const getRoute = bindOperation(getPronunciationDictionary, async ({ ctx, params }) =>
  presentDictionaryWithRules(await getDictionary(ctx, params.pronunciation_dictionary_id), ctx.role),
);
