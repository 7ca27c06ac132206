import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api/error-message.ts";
import { Banner } from "./Banner.tsx";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      dismissible={!pending}
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={confirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {children && <div className="muted">{children}</div>}
        {error && <Banner tone="danger">{error}</Banner>}
      </div>
    </Dialog>
  );
}
