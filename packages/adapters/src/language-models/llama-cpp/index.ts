export { createLlamaCppModel, type LlamaCppModel } from "./llama-cpp-model.ts";
export type { LlamaCppModelOptions } from "./load-llama-model.ts";
