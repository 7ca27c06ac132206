import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { FileDropzone } from "../../../ui/FileDropzone.tsx";
import { acceptedDocumentFiles, maxFileMegabytes } from "./knowledge-base-format.ts";
import { UploadList } from "./UploadList.tsx";
import type { Upload } from "./use-uploads.ts";

/**
 * Upload files into the current folder: drop them or press the zone to choose them. Each file shows
 * its upload's progress and then its indexing here (and on the page once the dialog is closed).
 */
export function UploadDialog({
  open,
  onClose,
  folderName,
  uploads,
  onFiles,
}: {
  open: boolean;
  onClose: () => void;
  folderName: string;
  uploads: Upload[];
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={t("knowledgeBase.upload.title")}
      description={t("knowledgeBase.upload.into", { folder: folderName })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t("knowledgeBase.upload.done")}
        </Button>
      }
    >
      <div className="stack">
        <FileDropzone
          onFiles={onFiles}
          title={t("knowledgeBase.upload.dropTitle")}
          hint={t("knowledgeBase.upload.hint", { max: maxFileMegabytes })}
          inputLabel={t("knowledgeBase.upload.inputLabel")}
          accept={acceptedDocumentFiles}
          autoFocus
        />
        <UploadList uploads={uploads} />
      </div>
    </Dialog>
  );
}
