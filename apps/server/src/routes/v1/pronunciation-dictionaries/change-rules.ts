import { addPronunciationRules, removePronunciationRules, setPronunciationRules } from "@chorus/contract";
import { changeDictionaryRules } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentRulesChange } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const addRulesRoute = bindOperation(addPronunciationRules, async ({ ctx, params, body }) =>
  presentRulesChange(
    await changeDictionaryRules(ctx, params.pronunciation_dictionary_id, { kind: "add", rules: body.rules }),
  ),
);

export const removeRulesRoute = bindOperation(removePronunciationRules, async ({ ctx, params, body }) =>
  presentRulesChange(
    await changeDictionaryRules(ctx, params.pronunciation_dictionary_id, {
      kind: "remove",
      ruleStrings: body.rule_strings,
    }),
  ),
);

export const setRulesRoute = bindOperation(setPronunciationRules, async ({ ctx, params, body }) =>
  presentRulesChange(
    await changeDictionaryRules(ctx, params.pronunciation_dictionary_id, { kind: "set", rules: body.rules }),
  ),
);
