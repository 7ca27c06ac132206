import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Hemligheter",
    title: "Hemligheter",
    description:
      "Nycklar och token som dina agenter använder, till exempel API-nyckeln till din egen modellserver. Värdena lagras krypterade och visas aldrig igen.",
    add: "Lägg till hemlighet",
    columns: { name: "Namn", usedBy: "Används av", actions: "Åtgärder" },
    unused: "Används inte",
    moreUsers: "med flera",
    empty: "Inga hemligheter än",
    emptyText: "Lägg till en hemlighet och välj den där en agent behöver en nyckel.",
    viewerNote: "Läsare ser vilka hemligheter som finns men kan inte lägga till eller ändra dem.",
    name: "Namn",
    namePlaceholder: "Nyckel till min modellserver",
    value: "Värde",
    newValue: "Nytt värde",
    valueHint: "Lagras krypterat. Ingen kan läsa det här igen, inte ens du.",
    nameRequired: "Ge hemligheten ett namn.",
    valueRequired: "Ange hemlighetens värde.",
    createTitle: "Lägg till en hemlighet",
    create: "Lägg till hemlighet",
    created: "Hemligheten {{name}} har lagts till",
    rename: "Byt namn",
    renameLabel: "Byt namn på {{name}}",
    renameTitle: "Byt namn på {{name}}",
    renamed: "Hemligheten heter nu {{name}}",
    replace: "Byt värde",
    replaceLabel: "Byt värdet för {{name}}",
    replaceTitle: "Byt värdet för {{name}}",
    replaceText: "Agenter som använder hemligheten skickar det nya värdet från sitt nästa samtal.",
    replaced: "Värdet för {{name}} har bytts",
    save: "Spara",
    deleteLabel: "Ta bort {{name}}",
    deleteTitle: "Ta bort {{name}}?",
    deleteText: "Hemligheten och dess värde tas bort för gott.",
    deleted: "Hemligheten {{name}} har tagits bort",
    inUse: "Hemligheten används fortfarande",
  },
};
