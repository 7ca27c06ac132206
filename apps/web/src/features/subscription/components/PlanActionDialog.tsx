import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { changeErrorText, type PlanChange } from "../billing-errors.ts";

type PlanActionDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, "describeError"> & {
  /** The change's failure text: "Failed to {change} subscription" (spec 000 §8). Absent: the error's own text. */
  change?: PlanChange;
};

/** Confirms a plan change; shows "Failed to … subscription" and the server's reason in place when it fails. */
export function PlanActionDialog({ change, ...props }: PlanActionDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      describeError={change ? (caught) => changeErrorText(change, caught, t) : undefined}
    />
  );
}
