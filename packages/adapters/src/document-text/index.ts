export { documentTextExtractor } from "./document-text-extractor.ts";
export {
  type DocumentTextJob,
  type DocumentTextOutcome,
  extractDocumentText,
} from "./extract-document-text.ts";
