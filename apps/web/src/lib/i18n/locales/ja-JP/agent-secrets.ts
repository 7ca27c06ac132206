import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "シークレット",
    title: "シークレット",
    description:
      "エージェントが使うキーやトークン(独自のモデルサーバーの API キーなど)。値は暗号化して保存され、二度と表示されません。",
    add: "シークレットを追加",
    columns: { name: "名前", usedBy: "使用元", actions: "操作" },
    unused: "未使用",
    moreUsers: "ほか",
    empty: "シークレットはまだありません",
    emptyText: "シークレットを追加し、エージェントがキーを必要とする場所で選択してください。",
    viewerNote: "閲覧者はシークレットの一覧を見られますが、追加や変更はできません。",
    name: "名前",
    namePlaceholder: "モデルサーバーのキー",
    value: "値",
    newValue: "新しい値",
    valueHint: "暗号化して保存されます。ここでは誰も、あなた自身も、再び読むことはできません。",
    nameRequired: "シークレットに名前を付けてください。",
    valueRequired: "シークレットの値を入力してください。",
    createTitle: "シークレットを追加",
    create: "追加",
    created: "シークレット {{name}} を追加しました",
    rename: "名前を変更",
    renameLabel: "{{name}} の名前を変更",
    renameTitle: "{{name}} の名前を変更",
    renamed: "シークレットの名前を {{name}} に変更しました",
    replace: "値を置き換え",
    replaceLabel: "{{name}} の値を置き換え",
    replaceTitle: "{{name}} の値を置き換え",
    replaceText: "このシークレットを使うエージェントは、次の会話から新しい値を送ります。",
    replaced: "{{name}} の値を置き換えました",
    save: "保存",
    deleteLabel: "{{name}} を削除",
    deleteTitle: "{{name}} を削除しますか?",
    deleteText: "シークレットとその値は完全に削除されます。",
    deleted: "シークレット {{name}} を削除しました",
    inUse: "このシークレットはまだ使われています",
  },
};
