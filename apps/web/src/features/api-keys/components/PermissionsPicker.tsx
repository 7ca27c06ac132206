import { permissionGroups } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { hasReadWrite, type PermissionLevel, type PermissionLevels } from "../permission-levels.ts";

interface PermissionsPickerProps {
  levels: PermissionLevels;
  onChange: (levels: PermissionLevels) => void;
  error?: string | null;
  errorId?: string;
}

/** One row per endpoint group (the 18 of spec 001 §6) with No access / Read / Read and write. */
export function PermissionsPicker({ levels, onChange, error, errorId }: PermissionsPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="permissions"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="visually-hidden">{t("apiKeys.form.permissionsLegend")}</legend>
      {permissionGroups.map((group) => {
        const choices: { value: PermissionLevel; label: string }[] = hasReadWrite(group)
          ? [
              { value: "none", label: t("apiKeys.form.noAccess") },
              { value: "read", label: t("apiKeys.form.read") },
              { value: "write", label: t("apiKeys.form.write") },
            ]
          : [
              { value: "none", label: t("apiKeys.form.noAccess") },
              { value: "write", label: t("apiKeys.form.access1") },
            ];
        const labelId = `perm-${group.group}`;
        return (
          <div key={group.group} className="permissions__row" role="radiogroup" aria-labelledby={labelId}>
            <span id={labelId} className="permissions__label">
              {group.label}
            </span>
            <span className="segmented">
              {choices.map((choice) => (
                <label key={choice.value}>
                  <input
                    type="radio"
                    name={`perm-${group.group}`}
                    value={choice.value}
                    checked={levels[group.group] === choice.value}
                    onChange={() => onChange({ ...levels, [group.group]: choice.value })}
                  />
                  {choice.label}
                </label>
              ))}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
