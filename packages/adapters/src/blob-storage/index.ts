export { localFolderStorage } from "./local-folder-storage.ts";
