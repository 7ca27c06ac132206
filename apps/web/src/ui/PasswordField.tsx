import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "./TextField.tsx";

/** A password input with a show/hide toggle inside its right edge. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="btn btn--ghost btn--sm input-group__action"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t("common.hidePassword") : t("common.showPassword")}
        </button>
      }
    />
  );
}
