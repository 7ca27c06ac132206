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
  /** The label of the button that closes the dialog without acting (default "Cancel"). */
  dismissLabel?: string;
  danger?: boolean;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** How a failure reads: a title and an optional detail below it (default: the error's own text). */
  describeError?: (caught: unknown) => { title: string; detail: string | null };
}

const describeByMessage = (caught: unknown) => ({ title: errorMessage(caught), detail: null });

export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  dismissLabel,
  danger,
  onConfirm,
  describeError = describeByMessage,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);

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
      setError(describeError(caught));
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
            {dismissLabel ?? t("common.cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={confirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {children && <div className="muted">{children}</div>}
        {error &&
          (error.detail === null ? (
            <Banner tone="danger">{error.title}</Banner>
          ) : (
            <Banner tone="danger" title={error.title}>
              {error.detail}
            </Banner>
          ))}
      </div>
    </Dialog>
  );
}
