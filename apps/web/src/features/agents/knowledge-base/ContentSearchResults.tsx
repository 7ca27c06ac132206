import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { EntryIcon } from "./EntryIcon.tsx";
import { contentSearchQueryKey, searchContent } from "./knowledge-base-api.ts";
import { type SnippetPiece, snippetRuns } from "./knowledge-base-format.ts";
import { knowledgeDocumentPath } from "./knowledge-base-path.ts";

/** A search snippet with the words that matched highlighted (`<mark>`). */
export function Snippet({ pieces }: { pieces: readonly SnippetPiece[] }) {
  return (
    <p className="kb-snippet">
      {snippetRuns(pieces).map((run, index) =>
        run.is_hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one snippet never move
          <mark key={index}>{run.value}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one snippet never move
          <span key={index}>{run.value}</span>
        ),
      )}
    </p>
  );
}

/** The documents whose text matches a content search, best first, each with its best passage. */
export function ContentSearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  const results = useQuery({ queryKey: contentSearchQueryKey(query), queryFn: () => searchContent(query) });
  return (
    <Card
      title={t("knowledgeBase.contentResults", { query })}
      actions={
        <Button size="sm" variant="ghost" onClick={onClear}>
          <Icon name="close" />
          {t("knowledgeBase.clearSearch")}
        </Button>
      }
    >
      <QueryView query={results}>
        {(data) =>
          data.results.length === 0 ? (
            <p className="muted">{t("knowledgeBase.contentNoResults", { query })}</p>
          ) : (
            <ul className="kb-results">
              {data.results.map((result) => (
                <li key={result.document.id} className="kb-result">
                  <div className="kb-name">
                    <EntryIcon type={result.document.type} />
                    <Link className="cell-primary" to={knowledgeDocumentPath(result.document.id)}>
                      {result.document.name}
                    </Link>
                  </div>
                  <Snippet pieces={result.search_snippet} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
