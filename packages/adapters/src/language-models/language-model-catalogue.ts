import {
  type CustomLanguageModelSettings,
  type LanguageModel,
  type LanguageModelListing,
  type LanguageModelPrice,
  type LanguageModels,
  zeroTokenPrice,
} from "@chorus/domain";
import { createRemoteOpenAiModel } from "./remote-openai-model.ts";
import { createRetrievalDialogueEngine } from "./retrieval-dialogue-engine.ts";

export interface LanguageModelCatalogueConfig {
  /** An OpenAI-compatible server (`LLM_URL`) and the models it serves; the first is the default. */
  remote?: {
    baseUrl: string;
    apiKey?: string | undefined;
    models: readonly string[];
    /** `LLM_PRICES` by model; a model without one is reported as costing 0, never at a guessed price. */
    prices?: ReadonlyMap<string, LanguageModelPrice>;
  };
  /** The embedded llama.cpp model, when a GGUF file is configured. */
  llamaCpp?: LanguageModel;
  /** How long a remote server may take to start answering, in milliseconds. */
  remoteTimeoutMs?: number;
}

/**
 * The models this server offers. The default is the first remote model when a server is configured,
 * else the embedded llama.cpp model, else the retrieval engine, which is always there (listed last):
 * an agent without a model still answers honestly from its prompt.
 */
export function createLanguageModels(config: LanguageModelCatalogueConfig): LanguageModels {
  const remote = config.remote;
  const remoteModels = remote
    ? [...new Set(remote.models)].map((model) =>
        createRemoteOpenAiModel({
          baseUrl: remote.baseUrl,
          model,
          price: remote.prices?.get(model) ?? zeroTokenPrice,
          ...(remote.apiKey ? { apiKey: remote.apiKey } : {}),
          ...(config.remoteTimeoutMs !== undefined ? { timeoutMs: config.remoteTimeoutMs } : {}),
        }),
      )
    : [];
  const retrieval = createRetrievalDialogueEngine();
  const models: LanguageModel[] = [...remoteModels, ...(config.llamaCpp ? [config.llamaCpp] : []), retrieval];
  const byName = new Map<string, LanguageModel>();
  // The first of two models with one name wins, as in the listing.
  for (const model of models) if (!byName.has(model.id)) byName.set(model.id, model);
  const defaultModel = models[0] ?? retrieval;
  const listing: readonly LanguageModelListing[] = [...byName.values()].map((model) => ({
    llm: model.id,
    kind: model.kind,
  }));

  return {
    list: () => listing,
    forAgent(llm, custom) {
      if (custom) return customModel(custom, config.remoteTimeoutMs);
      // A name this server does not serve (a hosted product's `gemini-2.5-flash`) gets the default;
      // the turn records which model answered.
      return (llm !== undefined ? byName.get(llm) : undefined) ?? defaultModel;
    },
  };
}

/**
 * An agent's own server (`custom_llm`): a client per call, since every agent may name another. Its
 * price is the agent owner's business and unknown here, so its turns record tokens without one.
 */
function customModel(custom: CustomLanguageModelSettings, timeoutMs: number | undefined): LanguageModel {
  return createRemoteOpenAiModel({
    baseUrl: custom.url,
    model: custom.modelId,
    ...(custom.apiKey ? { apiKey: custom.apiKey } : {}),
    ...(custom.requestHeaders ? { headers: custom.requestHeaders } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
}
