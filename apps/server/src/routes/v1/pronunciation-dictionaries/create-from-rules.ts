import { createPronunciationDictionaryFromRules } from "@chorus/contract";
import { createDictionaryFromRules } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentCreatedDictionary } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const createFromRulesRoute = bindOperation(
  createPronunciationDictionaryFromRules,
  async ({ ctx, body }) => presentCreatedDictionary(await createDictionaryFromRules(ctx, body), ctx.role),
);
