import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUser } from "../../features/user/hooks/use-user.ts";
import { signOut } from "../../lib/auth/session.ts";
import { Icon } from "../../ui/Icon.tsx";
import { Menu } from "../../ui/Menu.tsx";

export function UserMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const email = user.data?.email ?? "";
  const initial = (user.data?.first_name || email || "?").charAt(0);
  return (
    <Menu
      label={t("nav.accountMenu")}
      labelTrigger
      triggerClassName="btn btn--ghost btn--icon"
      trigger={<span className="avatar">{initial}</span>}
    >
      {(close) => (
        <>
          <div className="menu__label">
            {user.data?.first_name && <div className="cell-primary">{user.data.first_name}</div>}
            {email}
          </div>
          <div className="menu__separator" />
          <Link role="menuitem" className="menu__item" to="/app/settings/profile" onClick={close}>
            <Icon name="user" />
            {t("nav.profile")}
          </Link>
          <Link role="menuitem" className="menu__item" to="/app/settings/security" onClick={close}>
            <Icon name="shield" />
            {t("nav.security")}
          </Link>
          <div className="menu__separator" />
          <button type="button" role="menuitem" className="menu__item" onClick={() => void signOut()}>
            <Icon name="logout" />
            {t("nav.signOut")}
          </button>
        </>
      )}
    </Menu>
  );
}
