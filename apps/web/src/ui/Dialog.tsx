import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";
import { Icon } from "./Icon.tsx";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** False while something must not be interrupted (Escape and the backdrop then do nothing). */
  dismissible?: boolean;
}

/**
 * A modal on the native <dialog>: the page behind is inert, Escape closes, focus moves to the
 * element marked `data-autofocus` (else the first field) and goes back to the opener on close.
 * Content mounts only while open, so forms inside start fresh each time.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  wide,
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const target =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        dialog.querySelector<HTMLElement>(
          ".dialog__body input:not([type=hidden]), .dialog__body select, .dialog__body textarea",
        );
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? "dialog dialog--wide" : "dialog"}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      {open && (
        <>
          <header className="dialog__header">
            <div>
              <h2 className="dialog__title" id={titleId}>
                {title}
              </h2>
              {description && (
                <p className="dialog__description" id={descriptionId}>
                  {description}
                </p>
              )}
            </div>
            {dismissible && (
              <Button variant="ghost" size="sm" iconOnly aria-label={t("common.close")} onClick={onClose}>
                <Icon name="close" />
              </Button>
            )}
          </header>
          {children && <div className="dialog__body">{children}</div>}
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </>
      )}
    </dialog>
  );
}
