export { currentProcessIdentity, processFolderName } from "./process-identity.ts";
export {
  makeTemporaryFolder,
  openProcessTemporaryFolder,
  type ProcessTemporaryFolder,
  staleAfterMs,
  temporaryRoot,
} from "./process-temporary-folder.ts";
export { isLeftover, sweepTemporaryFolders } from "./sweep-temporary-folders.ts";
