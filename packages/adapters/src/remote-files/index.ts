export * from "./https-file-fetcher.ts";
