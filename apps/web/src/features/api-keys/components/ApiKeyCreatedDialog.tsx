import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";

/** The new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeyCreatedDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={!!secret}
      onClose={onClose}
      title={t("apiKeys.created.title")}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t("apiKeys.created.done")}
        </Button>
      }
    >
      <div className="stack">
        <Banner tone="warning">{t("apiKeys.created.text")}</Banner>
        <div className="field">
          <span className="field__label">{t("apiKeys.created.label")}</span>
          <div className="secret">
            <code data-testid="new-api-key">{secret}</code>
            <CopyButton text={secret ?? ""} variant="primary" data-autofocus />
          </div>
        </div>
      </div>
    </Dialog>
  );
}
