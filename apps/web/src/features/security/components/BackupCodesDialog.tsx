import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";

/** Backup codes, shown once right after they are made: copy or download them, then they are gone. */
export function BackupCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (codes ?? []).join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Chorus backup codes\n\n${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "chorus-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog
      open={!!codes}
      onClose={onClose}
      title={t("security.backup.shownOnceTitle")}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t("security.backup.saved")}
        </Button>
      }
    >
      <div className="stack">
        <Banner tone="warning">{t("security.backup.shownOnceText")}</Banner>
        <ul className="code-grid" aria-label={t("security.backup.title")}>
          {(codes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="row">
          <CopyButton text={text} />
          <Button size="sm" onClick={download}>
            <Icon name="download" />
            {t("security.backup.download")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
