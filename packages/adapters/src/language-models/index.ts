// Language models for conversational agents (issue 18 §3): a remote OpenAI-compatible server, and the
// embedded retrieval engine that answers from an agent's prompt without any model.
export { createLanguageModels, type LanguageModelCatalogueConfig } from "./language-model-catalogue.ts";
export { createLlamaCppModel, type LlamaCppModel, type LlamaCppModelOptions } from "./llama-cpp/index.ts";
export { createRemoteOpenAiModel, type RemoteOpenAiModelOptions } from "./remote-openai-model.ts";
export { createRetrievalDialogueEngine, retrievalModelId } from "./retrieval-dialogue-engine.ts";
