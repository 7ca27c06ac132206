import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Secrets",
    title: "Secrets",
    description:
      "Schlüssel und Token, die Ihre Agenten verwenden, etwa der API-Schlüssel Ihres eigenen Modellservers. Werte werden verschlüsselt gespeichert und nie wieder angezeigt.",
    add: "Secret hinzufügen",
    columns: { name: "Name", usedBy: "Verwendet von", actions: "Aktionen" },
    unused: "Nicht verwendet",
    moreUsers: "und weitere",
    empty: "Noch keine Secrets",
    emptyText: "Fügen Sie ein Secret hinzu und wählen Sie es dort, wo ein Agent einen Schlüssel braucht.",
    viewerNote: "Betrachter sehen, welche Secrets es gibt, können sie aber weder hinzufügen noch ändern.",
    name: "Name",
    namePlaceholder: "Schlüssel meines Modellservers",
    value: "Wert",
    newValue: "Neuer Wert",
    valueHint: "Verschlüsselt gespeichert. Niemand kann ihn hier wieder lesen, auch Sie nicht.",
    nameRequired: "Geben Sie dem Secret einen Namen.",
    valueRequired: "Geben Sie den Wert des Secrets ein.",
    createTitle: "Secret hinzufügen",
    create: "Secret hinzufügen",
    created: "Secret {{name}} hinzugefügt",
    rename: "Umbenennen",
    renameLabel: "{{name}} umbenennen",
    renameTitle: "{{name}} umbenennen",
    renamed: "Secret in {{name}} umbenannt",
    replace: "Wert ersetzen",
    replaceLabel: "Wert von {{name}} ersetzen",
    replaceTitle: "Wert von {{name}} ersetzen",
    replaceText: "Agenten, die dieses Secret verwenden, senden ab ihrem nächsten Gespräch den neuen Wert.",
    replaced: "Der Wert von {{name}} wurde ersetzt",
    save: "Speichern",
    deleteLabel: "{{name}} löschen",
    deleteTitle: "{{name}} löschen?",
    deleteText: "Das Secret und sein Wert werden endgültig entfernt.",
    deleted: "Secret {{name}} gelöscht",
    inUse: "Dieses Secret wird noch verwendet",
  },
};
