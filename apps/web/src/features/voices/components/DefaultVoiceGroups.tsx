import type { Voice } from "@chorus/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { languageName } from "../library/filter-options.ts";
import { VoiceCard } from "./VoiceCard.tsx";
import { groupVoices, type VoiceGroup } from "./voice-groups.ts";

/** How many voices a group shows before "Show all". */
const firstShown = 9;

function GroupSection({ group }: { group: VoiceGroup }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? group.voices : group.voices.slice(0, firstShown);
  const title =
    group.key === "others"
      ? t("voices.groups.others")
      : t("voices.groups.language", { language: languageName(group.language, i18n.language) });
  return (
    <section className="voice-group" aria-labelledby={headingId}>
      <h2 className="voice-group__title" id={headingId}>
        {title} <span className="voice-group__count">{group.voices.length}</span>
      </h2>
      <ul className="voice-grid" aria-labelledby={headingId}>
        {shown.map((voice) => (
          <VoiceCard key={voice.voice_id} voice={voice} />
        ))}
      </ul>
      {group.voices.length > firstShown && (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? t("voices.groups.showFewer")
            : t("voices.groups.showAll", { total: group.voices.length })}
        </Button>
      )}
    </section>
  );
}

/**
 * The default voices grouped (voice-groups.ts): the interface's language, English, then the others,
 * each a grid that shows its first nine until "Show all", instead of one long list.
 */
export function DefaultVoiceGroups({ voices }: { voices: readonly Voice[] }) {
  const { i18n } = useTranslation();
  const groups = groupVoices(voices, i18n.language, (code) => languageName(code, i18n.language));
  return (
    <div className="voice-groups">
      {groups.map((group) => (
        <GroupSection key={group.key} group={group} />
      ))}
    </div>
  );
}
