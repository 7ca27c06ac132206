import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { addFile } from "./knowledge-base-api.ts";
import { fileProblem, maxFileMegabytes } from "./knowledge-base-format.ts";

/** One file being added: its upload's progress, then the document it became or why it was refused. */
export interface Upload {
  key: number;
  name: string;
  phase: "uploading" | "added" | "failed";
  /** Upload progress, 0–1 (at 1 the server is reading the file's text). */
  progress: number;
  documentId?: string;
  error?: string;
}

/**
 * The uploads of the knowledge-base page: files are sent one after another (each up to 21 MB), each
 * with its progress; a file refused by the server keeps the server's reason (unsupported type,
 * unreadable, too big). `onAdded` runs after each file that became a document.
 */
export function useUploads(onAdded: () => void) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());

  const update = useCallback(
    (key: number, patch: Partial<Upload>) =>
      setUploads((current) =>
        current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
      ),
    [],
  );

  const start = useCallback(
    (files: File[], folderId: string | null) => {
      for (const file of files) {
        const key = nextKey.current++;
        const problem = fileProblem(file);
        const refused =
          problem === "tooLarge"
            ? t("knowledgeBase.upload.tooLarge", { name: file.name, max: maxFileMegabytes })
            : problem === "empty"
              ? t("knowledgeBase.upload.empty", { name: file.name })
              : undefined;
        setUploads((current) => [
          { key, name: file.name, phase: refused ? "failed" : "uploading", progress: 0, error: refused },
          ...current,
        ]);
        if (refused) continue;
        queue.current = queue.current.then(async () => {
          try {
            const added = await addFile(file, folderId, (progress) => update(key, { progress }));
            update(key, { phase: "added", progress: 1, documentId: added.id, name: added.name });
            onAdded();
          } catch (caught) {
            update(key, { phase: "failed", error: errorMessage(caught) });
          }
        });
      }
    },
    [t, onAdded, update],
  );

  const clearFinished = () =>
    setUploads((current) => current.filter((upload) => upload.phase === "uploading"));
  return { uploads, start, clearFinished };
}
