export * from "./dialogue-schemas.ts";
export * from "./text-to-dialogue.ts";
