import { embeddingModels, knowledgeBaseLimits } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import { EntryIcon } from "../knowledge-base/EntryIcon.tsx";
import { KnowledgePicker } from "../knowledge-base/KnowledgePicker.tsx";
import { fetchAgentKnowledgeBaseSize, knowledgeBaseQueryKey } from "../knowledge-base/knowledge-base-api.ts";
import { knowledgeBasePath, knowledgeDocumentPath } from "../knowledge-base/knowledge-base-path.ts";
import "../knowledge-base/knowledge-base.css";
import type { AgentTabProps } from "./tab-props.ts";

const promptPath = ["conversation_config", "agent", "prompt"] as const;
const { retrievedChunks, retrievedCharacters } = knowledgeBaseLimits;

/** The agent's documents and folders: each with its usage mode, removable; more added with the picker. */
function AttachedDocuments({ agentId, draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const prompt = draft.conversation_config.agent.prompt;
  const attached = prompt.knowledge_base;
  const size = useQuery({
    queryKey: [...knowledgeBaseQueryKey, "agent-size", agentId],
    queryFn: () => fetchAgentKnowledgeBaseSize(agentId),
  });
  const problem = problems.at([...promptPath, "knowledge_base"]);
  return (
    <Card
      title={t("knowledgeBase.agentTab.title")}
      description={t("knowledgeBase.agentTab.description")}
      actions={
        <Link className="btn btn--secondary btn--sm" to={knowledgeBasePath()}>
          <Icon name="book" />
          {t("knowledgeBase.agentTab.manage")}
        </Link>
      }
    >
      <div className="stack">
        {problem && <Banner tone="danger">{problem}</Banner>}
        {attached.length === 0 ? (
          <p className="muted">{t("knowledgeBase.agentTab.none")}</p>
        ) : (
          <ul className="kb-attached" aria-label={t("knowledgeBase.agentTab.title")}>
            {attached.map((locator, index) => {
              const name = locator.name || t("knowledgeBase.agentTab.unknownName", { id: locator.id });
              return (
                <li key={locator.id} className="kb-attached__item">
                  <div className="kb-name">
                    <EntryIcon type={locator.type} />
                    <div className="kb-name__text">
                      <Link
                        className="cell-primary kb-name__link"
                        to={
                          locator.type === "folder"
                            ? knowledgeBasePath(locator.id)
                            : knowledgeDocumentPath(locator.id)
                        }
                      >
                        {name}
                      </Link>
                      <div className="cell-secondary">{t(`knowledgeBase.types.${locator.type}`)}</div>
                    </div>
                  </div>
                  <div className="kb-attached__usage">
                    <SelectField
                      label={t("knowledgeBase.agentTab.usage", { name })}
                      hideLabel
                      value={locator.usage_mode}
                      error={problems.at([...promptPath, "knowledge_base", index])}
                      options={[
                        { value: "auto", label: t("knowledgeBase.agentTab.usageAuto") },
                        { value: "prompt", label: t("knowledgeBase.agentTab.usagePrompt") },
                      ]}
                      onChange={(event) => {
                        const mode = event.target.value === "prompt" ? "prompt" : "auto";
                        change((d) => {
                          const entry = d.conversation_config.agent.prompt.knowledge_base.find(
                            (item) => item.id === locator.id,
                          );
                          if (entry) entry.usage_mode = mode;
                        });
                      }}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t("knowledgeBase.agentTab.remove", { name })}
                    onClick={() =>
                      change((d) => {
                        d.conversation_config.agent.prompt.knowledge_base =
                          d.conversation_config.agent.prompt.knowledge_base.filter(
                            (item) => item.id !== locator.id,
                          );
                      })
                    }
                  >
                    <Icon name="close" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button onClick={() => setPicking(true)}>
            <Icon name="plus" />
            {t("knowledgeBase.agentTab.add")}
          </Button>
        </div>
        {attached.length > 0 && !prompt.rag.enabled && (
          <p className="muted">{t("knowledgeBase.agentTab.autoWhenOff")}</p>
        )}
        {size.data && size.data.number_of_pages > 0 && (
          <p className="muted">
            {t("knowledgeBase.agentTab.size", { count: Math.ceil(size.data.number_of_pages) })}
          </p>
        )}
      </div>
      <KnowledgePicker
        open={picking}
        attached={new Set(attached.map((locator) => locator.id))}
        onClose={() => setPicking(false)}
        onPick={(entries) => {
          setPicking(false);
          change((d) => {
            const list = d.conversation_config.agent.prompt.knowledge_base;
            for (const entry of entries)
              if (!list.some((item) => item.id === entry.id))
                list.push({ type: entry.type, name: entry.name, id: entry.id, usage_mode: "auto" });
          });
        }}
      />
    </Card>
  );
}

/**
 * Retrieval settings (`rag`): on or off, the embedding model, how many passages (spec 001 §5:
 * "Retrieval documents between 1 and 20") and how many characters of them a turn gets.
 */
function RetrievalSettings({ draft, change, problems }: AgentTabProps) {
  const { t, i18n } = useTranslation();
  const rag = draft.conversation_config.agent.prompt.rag;
  const path = [...promptPath, "rag"];
  const number = new Intl.NumberFormat(i18n.language);
  const chunksOutOfRange =
    rag.max_retrieved_rag_chunks_count < retrievedChunks.min ||
    rag.max_retrieved_rag_chunks_count > retrievedChunks.max;
  const charactersOutOfRange =
    rag.max_documents_length < retrievedCharacters.min || rag.max_documents_length > retrievedCharacters.max;
  const characterBounds = {
    min: number.format(retrievedCharacters.min),
    max: number.format(retrievedCharacters.max),
  };
  return (
    <Card
      title={t("knowledgeBase.agentTab.retrieval")}
      description={t("knowledgeBase.agentTab.retrievalDescription")}
    >
      <div className="stack">
        <Switch
          label={t("knowledgeBase.agentTab.enable")}
          checked={rag.enabled}
          onChange={(event) => {
            const enabled = event.target.checked;
            change((d) => {
              d.conversation_config.agent.prompt.rag.enabled = enabled;
            });
          }}
        />
        {!rag.enabled && <Banner tone="info">{t("knowledgeBase.agentTab.offNote")}</Banner>}
        <SelectField
          label={t("knowledgeBase.agentTab.embeddingModel")}
          value={rag.embedding_model}
          disabled={!rag.enabled}
          error={problems.at([...path, "embedding_model"])}
          options={embeddingModels.map((model) => ({
            value: model,
            label: t(`knowledgeBase.embeddingModels.${model}`),
          }))}
          onChange={(event) => {
            const model = embeddingModels.find((item) => item === event.target.value);
            if (model)
              change((d) => {
                d.conversation_config.agent.prompt.rag.embedding_model = model;
              });
          }}
        />
        <div className="grid-2">
          <NumberField
            label={t("knowledgeBase.agentTab.maxChunks")}
            hint={t("knowledgeBase.agentTab.maxChunksHint")}
            min={retrievedChunks.min}
            max={retrievedChunks.max}
            disabled={!rag.enabled}
            value={rag.max_retrieved_rag_chunks_count}
            error={
              chunksOutOfRange
                ? t("knowledgeBase.agentTab.maxChunksRange")
                : problems.at([...path, "max_retrieved_rag_chunks_count"])
            }
            onChange={(value) =>
              change((d) => {
                d.conversation_config.agent.prompt.rag.max_retrieved_rag_chunks_count = value;
              })
            }
          />
          <NumberField
            label={t("knowledgeBase.agentTab.maxCharacters")}
            hint={t("knowledgeBase.agentTab.maxCharactersHint", characterBounds)}
            min={retrievedCharacters.min}
            max={retrievedCharacters.max}
            disabled={!rag.enabled}
            value={rag.max_documents_length}
            error={
              charactersOutOfRange
                ? t("knowledgeBase.agentTab.maxCharactersRange", characterBounds)
                : problems.at([...path, "max_documents_length"])
            }
            onChange={(value) =>
              change((d) => {
                d.conversation_config.agent.prompt.rag.max_documents_length = value;
              })
            }
          />
        </div>
      </div>
    </Card>
  );
}

/**
 * The agent's Knowledge base tab: the documents and folders it answers from (each "Auto", retrieved
 * when relevant, or "Prompt", always given whole) and its retrieval settings, all through the draft
 * so the page's save bar saves them with the rest.
 */
export function KnowledgeBaseTab(props: AgentTabProps) {
  return (
    <div className="stack">
      <AttachedDocuments {...props} />
      <RetrievalSettings {...props} />
    </div>
  );
}
