import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon.tsx";

export type BannerTone = "info" | "warning" | "danger" | "success";

const icons: Record<BannerTone, IconName> = {
  info: "info",
  warning: "alert",
  danger: "alert",
  success: "checkCircle",
};

interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  id?: string;
}

/** An inline message. Errors are announced (role=alert); the rest are polite status text. */
export function Banner({ tone = "info", title, children, actions, id }: BannerProps) {
  return (
    <div id={id} className={`banner banner--${tone}`} role={tone === "danger" ? "alert" : "status"}>
      <Icon name={icons[tone]} className="banner__icon" />
      <div className="banner__body">
        {title && <div className="banner__title">{title}</div>}
        {children && <div>{children}</div>}
      </div>
      {actions && <div className="banner__actions">{actions}</div>}
    </div>
  );
}
