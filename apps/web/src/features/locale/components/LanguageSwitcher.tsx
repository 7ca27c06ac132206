import { type UiLocale, uiLocales } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { setUiLocale } from "../../../lib/i18n/i18n.ts";
import { localeNames, rememberSignedOutChoice } from "../../../lib/i18n/locale.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useUpdateProfile } from "../../user/hooks/use-user.ts";

/** Switches the interface language; remembered in this browser and, when signed in, in the profile. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const updateProfile = useUpdateProfile();
  const toast = useToast();

  const change = (locale: UiLocale) => {
    setUiLocale(locale);
    if (session.status === "signed_in") {
      updateProfile.mutate({ locale }, { onError: (error) => toast.error(errorMessage(error)) });
    } else {
      rememberSignedOutChoice(locale);
    }
  };

  return (
    <label className="lang-switch">
      <Icon name="globe" />
      <span className="visually-hidden">{t("common.language")}</span>
      <select
        className="lang-switch__select"
        value={i18n.language}
        onChange={(event) => change(event.target.value as UiLocale)}
      >
        {uiLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
