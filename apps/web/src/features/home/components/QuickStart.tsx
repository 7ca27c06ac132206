import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../ui/Icon.tsx";

function Tile({
  icon,
  title,
  text,
  to,
  external,
}: {
  icon: IconName;
  title: string;
  text: string;
  to: string;
  external?: boolean;
}) {
  const body = (
    <>
      <span className="tile__icon">
        <Icon name={icon} size={18} />
      </span>
      <span className="tile__title">
        {title}
        <Icon name={external ? "external" : "chevronRight"} size={14} />
      </span>
      <span className="tile__text">{text}</span>
    </>
  );
  return external ? (
    <a className="tile" href={to} target="_blank" rel="noreferrer">
      {body}
    </a>
  ) : (
    <Link className="tile" to={to}>
      {body}
    </Link>
  );
}

export function QuickStart() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-start" className="stack-sm">
      <h2 id="quick-start" className="section-title">
        {t("home.quickStart")}
      </h2>
      <div className="tiles">
        <Tile
          icon="key"
          title={t("home.createKey")}
          text={t("home.createKeyText")}
          to="/app/settings/api-keys"
        />
        <Tile
          icon="users"
          title={t("home.inviteTeam")}
          text={t("home.inviteTeamText")}
          to="/app/workspace/invites"
        />
        <Tile icon="book" title={t("home.readDocs")} text={t("home.readDocsText")} to="/docs" external />
      </div>
    </section>
  );
}
