// Each area exports its verbs from its own index; add new verbs there, not here.
export * from "./accounts/index.ts";
export * from "./api-keys/index.ts";
export * from "./auth/index.ts";
export * from "./context.ts";
export * from "./history/index.ts";
export * from "./models/index.ts";
export * from "./ports/repositories.ts";
export * from "./ports/services.ts";
export * from "./ports/speech.ts";
export * from "./records.ts";
export * from "./shared/domain-error.ts";
export * from "./shared/hash.ts";
export * from "./shared/ids.ts";
export * from "./text-to-speech/index.ts";
export * from "./user/index.ts";
export * from "./voices/index.ts";
export * from "./workspaces/index.ts";
