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

/** Use cases (onboarding's answer) whose people mostly call the API; everyone else is greeted as a creator. */
const developerUseCases = new Set(["development", "conversational_agents", "business"]);

export function prefersDeveloperStart(useCase: string | null | undefined): boolean {
  return useCase ? developerUseCases.has(useCase) : false;
}

/** First steps that follow what the person said they use Chorus for: making audio, or building with the API. */
export function QuickStart({ useCase }: { useCase: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-start" className="stack-sm">
      <h2 id="quick-start" className="section-title">
        {t("home.quickStart")}
      </h2>
      {prefersDeveloperStart(useCase) ? (
        <div className="tiles">
          <Tile
            icon="key"
            title={t("home.createKey")}
            text={t("home.createKeyText")}
            to="/app/settings/api-keys"
          />
          <Tile icon="book" title={t("home.readDocs")} text={t("home.readDocsText")} to="/docs" external />
          <Tile icon="chart" title={t("home.usage")} text={t("home.usageText")} to="/app/usage" />
          <Tile
            icon="users"
            title={t("home.inviteTeam")}
            text={t("home.inviteTeamText")}
            to="/app/workspace/invites"
          />
        </div>
      ) : (
        <div className="tiles">
          <Tile icon="mic" title={t("home.speak")} text={t("home.speakText")} to="/app/speech-synthesis" />
          <Tile icon="user" title={t("home.voices")} text={t("home.voicesText")} to="/app/voices" />
          <Tile
            icon="wave"
            title={t("home.soundEffects")}
            text={t("home.soundEffectsText")}
            to="/app/sound-effects"
          />
          <Tile icon="history" title={t("home.history")} text={t("home.historyText")} to="/app/history" />
        </div>
      )}
    </section>
  );
}
