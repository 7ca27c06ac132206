import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { agentsQueryKey, createNewAgent } from "../api/agents-api.ts";
import {
  type AgentTemplateId,
  agentTemplateIds,
  agentTemplates,
  templateIcons,
} from "../templates/agent-templates.ts";

interface NewAgentDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (agentId: string) => void;
}

/** A new agent: blank, or from a template (a name, a first message and a prompt of facts to start from). */
export function NewAgentDialog({ open, onClose, onCreated }: NewAgentDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState<AgentTemplateId>("blank");
  const [name, setName] = useState("");
  const templateName = (id: AgentTemplateId) => (id === "blank" ? "" : (agentTemplates[id].name ?? ""));
  const create = useMutation({
    mutationFn: async () => {
      const start = template === "blank" ? { conversation_config: {} } : agentTemplates[template];
      const chosenName = name.trim() || templateName(template) || t("agents.create.defaultName");
      return (await createNewAgent({ ...start, name: chosenName })).agent_id;
    },
    onSuccess: (agentId) => {
      void queryClient.invalidateQueries({ queryKey: agentsQueryKey });
      setTemplate("blank");
      setName("");
      onCreated(agentId);
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={t("agents.create.title")}
      dismissible={!create.isPending}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        {create.isError && <Banner tone="danger">{errorMessage(create.error)}</Banner>}
        <fieldset className="choice-grid agent-templates">
          <legend className="field__label">{t("agents.create.startFrom")}</legend>
          {agentTemplateIds.map((id) => (
            <label key={id} className="choice">
              <input
                type="radio"
                name="agent-template"
                value={id}
                checked={template === id}
                onChange={() => {
                  // The name follows the template until someone types their own.
                  if (!name.trim() || name === templateName(template)) setName(templateName(id));
                  setTemplate(id);
                }}
              />
              <span className="choice__title">
                <Icon name={templateIcons[id]} /> {t(`agents.templates.${id}.title`)}
              </span>
              <span className="choice__hint">{t(`agents.templates.${id}.description`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t("agents.create.name")}
          placeholder={t("agents.create.defaultName")}
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("agents.create.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
