import type { authConnectionsStrings as english } from "../en-US/auth-connections.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the workspace's auth connections (agents area): the list, its dialog and its errors. */
export const authConnectionsStrings: Translation<typeof english> = {
  authConnections: {
    nav: "Połączenia uwierzytelniające",
    title: "Połączenia uwierzytelniające",
    description:
      "Jak narzędzia webhook logują się do wywoływanych usług: token, hasło, OAuth2 lub podpisany JWT. Dane uwierzytelniające są przechowywane w postaci zaszyfrowanej i nigdy więcej nie są pokazywane.",
    add: "Dodaj połączenie",
    columns: {
      name: "Nazwa",
      type: "Typ",
      usedBy: "Używane przez",
      actions: "Akcje",
    },
    unused: "Nieużywane",
    empty: "Brak połączeń uwierzytelniających",
    emptyText: "Dodaj połączenie, a potem wybierz je w ustawieniach narzędzia webhook.",
    viewerNote: "Obserwatorzy widzą istniejące połączenia, ale nie mogą ich dodawać ani usuwać.",
    type: "Typ",
    types: {
      bearer_auth: "Token bearer",
      basic_auth: "Uwierzytelnianie podstawowe",
      custom_header_auth: "Własny nagłówek",
      oauth2_client_credentials: "OAuth2 client credentials",
      oauth2_jwt: "OAuth2 JWT bearer",
      private_key_jwt: "Podpisany JWT",
    },
    name: "Nazwa",
    namePlaceholder: "API zamówień",
    fields: {
      token: "Token",
      username: "Nazwa użytkownika",
      password: "Hasło",
      header_name: "Nazwa nagłówka",
      token_url: "URL tokenu",
      client_id: "ID klienta",
      client_secret: "Sekret klienta",
      scopes: "Zakresy (oddzielone spacjami)",
      algorithm: "Algorytm",
      key_id: "ID klucza",
      issuer: "Wystawca",
      audience: "Odbiorca",
      subject: "Podmiot",
      expiration_seconds: "Ważność (sekundy)",
      secret_key: "Klucz podpisu",
    },
    secretHint: "Przechowywane w postaci zaszyfrowanej. Nikt nie odczyta tego tu ponownie, nawet Ty.",
    keyHint:
      "Klucz prywatny PEM dla algorytmów RS, wspólny sekret dla HS. Przechowywany w postaci zaszyfrowanej.",
    nameRequired: "Nadaj połączeniu nazwę.",
    required: "Wypełnij to pole.",
    createTitle: "Dodaj połączenie uwierzytelniające",
    create: "Dodaj połączenie",
    created: "Dodano połączenie {{name}}",
    deleteLabel: "Usuń {{name}}",
    deleteTitle: "Usunąć {{name}}?",
    deleteText: "Połączenie i jego dane uwierzytelniające zostaną trwale usunięte.",
    deleted: "Usunięto połączenie {{name}}",
    inUse: "To połączenie jest nadal używane",
  },
};
