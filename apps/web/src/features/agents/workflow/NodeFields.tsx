import type { WorkflowNode } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { SaveProblems } from "../editor/save-problems.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { AgentTransferFields, ToolNodeFields } from "./NodePickerFields.tsx";
import type { WorkflowActions } from "./use-workflow-actions.ts";

type NodeOf<T extends WorkflowNode["type"]> = Extract<WorkflowNode, { type: T }>;

/** Changes the selected node in the draft, if it is still of that kind. */
export type EditNode<T extends WorkflowNode["type"]> = (recipe: (node: NodeOf<T>) => void) => void;

export interface KindFieldsProps<T extends WorkflowNode["type"]> {
  node: NodeOf<T>;
  set: EditNode<T>;
  /** The server's message for a field of this node, after a refused save. */
  problemAt: (...field: (string | number)[]) => string | undefined;
}

/** The selected node's settings, by kind. */
export function NodeFields({
  actions,
  nodeId,
  agentId,
  problems,
}: {
  actions: WorkflowActions;
  nodeId: string;
  agentId: string;
  problems: SaveProblems;
}) {
  const { t } = useTranslation();
  const node = actions.workflow.nodes[nodeId];
  if (!node) return null;
  const problemAt = (...field: (string | number)[]) => problems.at(["workflow", "nodes", nodeId, ...field]);
  function setter<T extends WorkflowNode["type"]>(type: T): EditNode<T> {
    return (recipe) =>
      actions.edit((w) => {
        const target = w.nodes[nodeId];
        if (target?.type === type) recipe(target as NodeOf<T>);
      });
  }
  switch (node.type) {
    case "start":
      return <p className="muted">{t("agentWorkflow.panel.startNote")}</p>;
    case "end":
      return <EndFields node={node} set={setter("end")} problemAt={problemAt} />;
    case "override_agent":
      return <SubagentFields node={node} set={setter("override_agent")} problemAt={problemAt} />;
    case "say":
      return <SayFields node={node} set={setter("say")} problemAt={problemAt} />;
    case "standalone_agent":
      return (
        <AgentTransferFields
          node={node}
          set={setter("standalone_agent")}
          problemAt={problemAt}
          agentId={agentId}
        />
      );
    case "phone_number":
      return <PhoneFields node={node} set={setter("phone_number")} problemAt={problemAt} />;
    case "tool":
      return <ToolNodeFields node={node} set={setter("tool")} problemAt={problemAt} />;
    case "update_state":
      return (
        <p className="muted">
          {t("agentWorkflow.fields.updates", {
            names: node.updates.map((update) => update.variable_name).join(", "),
          })}
        </p>
      );
  }
}

function EndFields({ node, set }: KindFieldsProps<"end">) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("agentWorkflow.fields.outcome")}
      value={node.outcome}
      options={(["success", "failure"] as const).map((outcome) => ({
        value: outcome,
        label: t(`agentWorkflow.fields.outcomes.${outcome}`),
      }))}
      onChange={(event) =>
        set((n) => {
          n.outcome = event.target.value === "failure" ? "failure" : "success";
        })
      }
    />
  );
}

/** The name a node shows on the canvas, for the kinds that have one. */
function NodeLabelField({
  node,
  set,
  problemAt,
}: {
  node: { label: string };
  set: (recipe: (node: { label: string }) => void) => void;
  problemAt: KindFieldsProps<"say">["problemAt"];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("agentWorkflow.fields.label")}
      value={node.label}
      required
      error={problemAt("label")}
      onChange={(event) =>
        set((n) => {
          n.label = event.target.value;
        })
      }
    />
  );
}

function SubagentFields({ node, set, problemAt }: KindFieldsProps<"override_agent">) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <NodeLabelField node={node} set={set} problemAt={problemAt} />
      <TextAreaField
        label={t("agentWorkflow.fields.additionalPrompt")}
        hint={t("agentWorkflow.fields.additionalPromptHint")}
        rows={5}
        value={node.additional_prompt}
        error={problemAt("additional_prompt")}
        onChange={(event) =>
          set((n) => {
            n.additional_prompt = event.target.value;
          })
        }
      />
    </div>
  );
}

function SayFields({ node, set, problemAt }: KindFieldsProps<"say">) {
  const { t } = useTranslation();
  const { message } = node;
  const words = message.type === "literal" ? message.text : message.prompt;
  return (
    <div className="stack">
      <NodeLabelField node={node} set={set} problemAt={problemAt} />
      <SelectField
        label={t("agentWorkflow.fields.messageType")}
        value={message.type}
        options={(["literal", "prompt"] as const).map((type) => ({
          value: type,
          label: t(`agentWorkflow.fields.messageTypes.${type}`),
        }))}
        onChange={(event) =>
          set((n) => {
            n.message =
              event.target.value === "prompt"
                ? { type: "prompt", prompt: words }
                : { type: "literal", text: words, text_translations: {} };
          })
        }
      />
      <TextAreaField
        label={t(
          message.type === "literal"
            ? "agentWorkflow.fields.messageText"
            : "agentWorkflow.fields.messagePrompt",
        )}
        rows={3}
        required
        value={words}
        error={problemAt("message")}
        onChange={(event) =>
          set((n) => {
            if (n.message.type === "literal") n.message.text = event.target.value;
            else n.message.prompt = event.target.value;
          })
        }
      />
      <Switch
        label={t("agentWorkflow.fields.waitForReply")}
        checked={node.wait_for_user_response}
        onChange={(event) =>
          set((n) => {
            n.wait_for_user_response = event.target.checked;
          })
        }
      />
    </div>
  );
}

const destinationTypes = ["phone", "phone_dynamic_variable", "sip_uri", "sip_uri_dynamic_variable"] as const;
type DestinationType = (typeof destinationTypes)[number];

function PhoneFields({ node, set, problemAt }: KindFieldsProps<"phone_number">) {
  const { t } = useTranslation();
  const destination = node.transfer_destination;
  const value = "phone_number" in destination ? destination.phone_number : destination.sip_uri;
  const isVariable = destination.type.endsWith("_dynamic_variable");
  const setDestination = (type: DestinationType, text: string) =>
    set((n) => {
      n.transfer_destination =
        type === "phone" || type === "phone_dynamic_variable"
          ? { type, phone_number: text }
          : { type, sip_uri: text };
    });
  return (
    <div className="stack">
      <SelectField
        label={t("agentWorkflow.fields.destination")}
        value={destination.type}
        options={destinationTypes.map((type) => ({
          value: type,
          label: t(`agentWorkflow.fields.destinations.${type}`),
        }))}
        onChange={(event) => setDestination(event.target.value as DestinationType, value)}
      />
      <TextField
        label={t(
          isVariable
            ? "agentWorkflow.fields.variableName"
            : destination.type === "phone"
              ? "agentWorkflow.fields.phoneNumber"
              : "agentWorkflow.fields.sipUri",
        )}
        hint={destination.type === "phone" ? t("agentWorkflow.fields.phoneHint") : undefined}
        type={destination.type === "phone" ? "tel" : "text"}
        required
        value={value}
        error={problemAt("transfer_destination")}
        onChange={(event) => setDestination(destination.type, event.target.value)}
      />
      <SelectField
        label={t("agentWorkflow.fields.transferType")}
        value={node.transfer_type}
        options={(["conference", "blind", "sip_refer"] as const).map((type) => ({
          value: type,
          label: t(`agentWorkflow.fields.transferTypes.${type}`),
        }))}
        onChange={(event) =>
          set((n) => {
            n.transfer_type = event.target.value as typeof n.transfer_type;
          })
        }
      />
    </div>
  );
}
