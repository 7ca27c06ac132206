import type { ReactNode } from "react";
import { Icon, type IconName } from "../../../ui/Icon.tsx";

interface FactorRowProps {
  icon: IconName;
  title: string;
  text: ReactNode;
  status?: ReactNode;
  action: ReactNode;
}

/** One second factor in the security list: what it is, whether it is on, and its button. */
export function FactorRow({ icon, title, text, status, action }: FactorRowProps) {
  return (
    <li className="list__item">
      <div className="row" style={{ flexWrap: "nowrap", alignItems: "flex-start" }}>
        <span className="tile__icon" style={{ margin: 0 }}>
          <Icon name={icon} size={18} />
        </span>
        <div className="stack-sm" style={{ gap: 2 }}>
          <div className="row" style={{ gap: 8 }}>
            <span className="cell-primary">{title}</span>
            {status}
          </div>
          <span className="cell-secondary">{text}</span>
        </div>
      </div>
      <div className="row">{action}</div>
    </li>
  );
}
