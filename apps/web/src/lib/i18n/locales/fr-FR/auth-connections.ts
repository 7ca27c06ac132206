import type { authConnectionsStrings as english } from "../en-US/auth-connections.ts";
import type { Translation } from "../translation-shape.ts";

/** French for the workspace's auth connections (agents area): the list, its dialog and its errors. */
export const authConnectionsStrings: Translation<typeof english> = {
  authConnections: {
    nav: "Connexions d’authentification",
    title: "Connexions d’authentification",
    description:
      "Comment vos outils webhook s’authentifient auprès des services qu’ils appellent : un jeton, un mot de passe, OAuth2 ou un JWT signé. Les identifiants sont chiffrés et ne sont plus jamais affichés.",
    add: "Ajouter une connexion",
    columns: {
      name: "Nom",
      type: "Type",
      usedBy: "Utilisée par",
      actions: "Actions",
    },
    unused: "Non utilisée",
    empty: "Aucune connexion d’authentification",
    emptyText: "Ajoutez une connexion, puis choisissez-la dans les réglages d’un outil webhook.",
    viewerNote:
      "Les lecteurs voient les connexions existantes, mais ne peuvent ni en ajouter ni en supprimer.",
    type: "Type",
    types: {
      bearer_auth: "Jeton bearer",
      basic_auth: "Authentification basique",
      custom_header_auth: "En-tête personnalisé",
      oauth2_client_credentials: "OAuth2 client credentials",
      oauth2_jwt: "OAuth2 JWT bearer",
      private_key_jwt: "JWT signé",
    },
    name: "Nom",
    namePlaceholder: "API des commandes",
    fields: {
      token: "Jeton",
      username: "Identifiant",
      password: "Mot de passe",
      header_name: "Nom de l’en-tête",
      token_url: "URL du jeton",
      client_id: "ID client",
      client_secret: "Secret client",
      scopes: "Portées (séparées par des espaces)",
      algorithm: "Algorithme",
      key_id: "ID de clé",
      issuer: "Émetteur",
      audience: "Audience",
      subject: "Sujet",
      expiration_seconds: "Expiration (secondes)",
      secret_key: "Clé de signature",
    },
    secretHint: "Stocké chiffré. Personne ne pourra le relire ici, pas même vous.",
    keyHint: "Une clé privée PEM pour les algorithmes RS, un secret partagé pour HS. Stockée chiffrée.",
    nameRequired: "Donnez un nom à la connexion.",
    required: "Remplissez ce champ.",
    createTitle: "Ajouter une connexion d’authentification",
    create: "Ajouter la connexion",
    created: "Connexion {{name}} ajoutée",
    deleteLabel: "Supprimer {{name}}",
    deleteTitle: "Supprimer {{name}} ?",
    deleteText: "La connexion et ses identifiants sont supprimés définitivement.",
    deleted: "Connexion {{name}} supprimée",
    inUse: "Cette connexion est encore utilisée",
  },
};
