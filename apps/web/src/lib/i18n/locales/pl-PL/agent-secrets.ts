import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Sekrety",
    title: "Sekrety",
    description:
      "Klucze i tokeny używane przez Twoich agentów, na przykład klucz API Twojego własnego serwera modeli. Wartości są przechowywane w postaci zaszyfrowanej i nigdy więcej nie są pokazywane.",
    add: "Dodaj sekret",
    columns: { name: "Nazwa", usedBy: "Używany przez", actions: "Działania" },
    unused: "Nieużywany",
    moreUsers: "i inne",
    empty: "Nie ma jeszcze sekretów",
    emptyText: "Dodaj sekret, a potem wybierz go tam, gdzie agent potrzebuje klucza.",
    viewerNote: "Przeglądający widzą, jakie sekrety istnieją, ale nie mogą ich dodawać ani zmieniać.",
    name: "Nazwa",
    namePlaceholder: "Klucz mojego serwera modeli",
    value: "Wartość",
    newValue: "Nowa wartość",
    valueHint: "Przechowywana w postaci zaszyfrowanej. Nikt nie odczyta jej tu ponownie, nawet Ty.",
    nameRequired: "Nadaj sekretowi nazwę.",
    valueRequired: "Wpisz wartość sekretu.",
    createTitle: "Dodaj sekret",
    create: "Dodaj sekret",
    created: "Dodano sekret {{name}}",
    rename: "Zmień nazwę",
    renameLabel: "Zmień nazwę {{name}}",
    renameTitle: "Zmień nazwę {{name}}",
    renamed: "Zmieniono nazwę sekretu na {{name}}",
    replace: "Zastąp wartość",
    replaceLabel: "Zastąp wartość {{name}}",
    replaceTitle: "Zastąp wartość {{name}}",
    replaceText: "Agenci używający tego sekretu wyślą nową wartość od następnej rozmowy.",
    replaced: "Zastąpiono wartość {{name}}",
    save: "Zapisz",
    deleteLabel: "Usuń {{name}}",
    deleteTitle: "Usunąć {{name}}?",
    deleteText: "Sekret i jego wartość zostaną trwale usunięte.",
    deleted: "Usunięto sekret {{name}}",
    inUse: "Ten sekret jest nadal używany",
  },
};
