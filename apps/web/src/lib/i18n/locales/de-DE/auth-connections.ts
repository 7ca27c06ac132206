import type { authConnectionsStrings as english } from "../en-US/auth-connections.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the workspace's auth connections (agents area): the list, its dialog and its errors. */
export const authConnectionsStrings: Translation<typeof english> = {
  authConnections: {
    nav: "Auth-Verbindungen",
    title: "Auth-Verbindungen",
    description:
      "Wie sich Ihre Webhook-Tools bei den aufgerufenen Diensten anmelden: ein Token, ein Passwort, OAuth2 oder ein signiertes JWT. Zugangsdaten werden verschlüsselt gespeichert und nie wieder angezeigt.",
    add: "Verbindung hinzufügen",
    columns: {
      name: "Name",
      type: "Typ",
      usedBy: "Verwendet von",
      actions: "Aktionen",
    },
    unused: "Nicht verwendet",
    empty: "Noch keine Auth-Verbindungen",
    emptyText: "Fügen Sie eine Verbindung hinzu und wählen Sie sie in den Einstellungen eines Webhook-Tools.",
    viewerNote: "Betrachter sehen, welche Verbindungen es gibt, können aber keine hinzufügen oder löschen.",
    type: "Typ",
    types: {
      bearer_auth: "Bearer-Token",
      basic_auth: "Basic Auth",
      custom_header_auth: "Eigener Header",
      oauth2_client_credentials: "OAuth2 Client Credentials",
      oauth2_jwt: "OAuth2 JWT Bearer",
      private_key_jwt: "Signiertes JWT",
    },
    name: "Name",
    namePlaceholder: "Bestell-API",
    fields: {
      token: "Token",
      username: "Benutzername",
      password: "Passwort",
      header_name: "Header-Name",
      token_url: "Token-URL",
      client_id: "Client-ID",
      client_secret: "Client-Secret",
      scopes: "Scopes (durch Leerzeichen getrennt)",
      algorithm: "Algorithmus",
      key_id: "Schlüssel-ID",
      issuer: "Aussteller",
      audience: "Zielgruppe",
      subject: "Subjekt",
      expiration_seconds: "Gültigkeit (Sekunden)",
      secret_key: "Signaturschlüssel",
    },
    secretHint: "Verschlüsselt gespeichert. Niemand kann es hier wieder lesen, auch Sie nicht.",
    keyHint:
      "Ein privater PEM-Schlüssel für RS-Algorithmen, ein gemeinsames Geheimnis für HS. Verschlüsselt gespeichert.",
    nameRequired: "Geben Sie der Verbindung einen Namen.",
    required: "Füllen Sie dieses Feld aus.",
    createTitle: "Auth-Verbindung hinzufügen",
    create: "Verbindung hinzufügen",
    created: "Verbindung {{name}} hinzugefügt",
    deleteLabel: "{{name}} löschen",
    deleteTitle: "{{name}} löschen?",
    deleteText: "Die Verbindung und ihre Zugangsdaten werden endgültig entfernt.",
    deleted: "Verbindung {{name}} gelöscht",
    inUse: "Diese Verbindung wird noch verwendet",
  },
};
