import type { ReactNode } from "react";
import { Icon, type IconName } from "../../../ui/Icon.tsx";

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  tone?: "accent" | "danger" | "success";
  wide?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The card every signed-out screen and email-link result is drawn in. */
export function AuthCard({ title, subtitle, icon, tone = "accent", wide, children, footer }: AuthCardProps) {
  return (
    <div className={wide ? "auth__card auth__card--wide" : "auth__card"}>
      <div className="auth__header">
        {icon && (
          <div className={tone === "accent" ? "auth__icon" : `auth__icon auth__icon--${tone}`}>
            <Icon name={icon} size={22} />
          </div>
        )}
        <h1 className="auth__title">{title}</h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
      </div>
      {children}
      {footer && <div className="auth__footer">{footer}</div>}
    </div>
  );
}
