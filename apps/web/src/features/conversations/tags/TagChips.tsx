import { useTranslation } from "react-i18next";
import "./conversation-tags.css";
import { useConversationTags } from "./use-conversation-tags.ts";

/** A conversation's tags as read-only chips (the list's column); nothing while the tags load. */
export function TagChips({ tagIds }: { tagIds: readonly string[] }) {
  const { t } = useTranslation();
  const { query, byId } = useConversationTags();
  if (tagIds.length === 0 || !query.data) return null;
  return (
    <ul className="conv-tags" aria-label={t("conversationTags.title")}>
      {tagIds.map((id) => (
        <li key={id} className="conv-tag">
          <span className="chip-text">{byId.get(id)?.title ?? t("conversationTags.unknown")}</span>
        </li>
      ))}
    </ul>
  );
}
