import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** French for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Secrets",
    title: "Secrets",
    description:
      "Clés et jetons utilisés par vos agents, comme la clé d’API de votre propre serveur de modèles. Les valeurs sont stockées chiffrées et ne sont plus jamais affichées.",
    add: "Ajouter un secret",
    columns: { name: "Nom", usedBy: "Utilisé par", actions: "Actions" },
    unused: "Non utilisé",
    moreUsers: "et d’autres",
    empty: "Aucun secret pour l’instant",
    emptyText: "Ajoutez un secret, puis choisissez-le là où un agent a besoin d’une clé.",
    viewerNote: "Les lecteurs voient quels secrets existent, mais ne peuvent ni en ajouter ni les modifier.",
    name: "Nom",
    namePlaceholder: "Clé de mon serveur de modèles",
    value: "Valeur",
    newValue: "Nouvelle valeur",
    valueHint: "Stockée chiffrée. Personne ne pourra la relire ici, pas même vous.",
    nameRequired: "Donnez un nom au secret.",
    valueRequired: "Saisissez la valeur du secret.",
    createTitle: "Ajouter un secret",
    create: "Ajouter le secret",
    created: "Secret {{name}} ajouté",
    rename: "Renommer",
    renameLabel: "Renommer {{name}}",
    renameTitle: "Renommer {{name}}",
    renamed: "Secret renommé en {{name}}",
    replace: "Remplacer la valeur",
    replaceLabel: "Remplacer la valeur de {{name}}",
    replaceTitle: "Remplacer la valeur de {{name}}",
    replaceText:
      "Les agents qui utilisent ce secret enverront la nouvelle valeur dès leur prochaine conversation.",
    replaced: "La valeur de {{name}} a été remplacée",
    save: "Enregistrer",
    deleteLabel: "Supprimer {{name}}",
    deleteTitle: "Supprimer {{name}} ?",
    deleteText: "Le secret et sa valeur sont supprimés définitivement.",
    deleted: "Secret {{name}} supprimé",
    inUse: "Ce secret est encore utilisé",
  },
};
