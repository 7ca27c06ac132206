import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "エージェントをテスト",
    description:
      "保存済みのエージェントと、発信者と同じように話せます。テスト通話は半額で、1分あたり{{rate}}クレジットです。",
    unsaved: "保存されていない変更があります。テストには最後に保存したバージョンが使われます。",
    startCall: "通話を開始",
    chat: "チャット",
    connecting: "接続中…",
    cancel: "キャンセル",
    endCall: "通話を終了",
    speaking: "エージェントが話しています",
    listening: "聞いています",
    chatting: "チャット中",
    duration: "通話時間",
    credits: "これまでのクレジット",
    transcript: "ライブ文字起こし",
    empty: "ここに会話が表示されます。",
    you: "あなた",
    tentative: "発話中",
    agent: "エージェント",
    unheard: "聞かれなかった部分",
    interrupted: "中断",
    message: "メッセージ",
    messagePlaceholder: "メッセージを入力…",
    send: "送信",
    keys: "Enter でメッセージを送信、Esc で通話を終了します。",
    failed: "通話を開始できませんでした",
    microphone: {
      deniedTitle: "マイクへのアクセスが拒否されました",
      deniedText:
        "ブラウザがこのサイトでマイクをブロックしています。アドレスバー左側のアイコンからサイトの設定を開き、マイクを「許可」にしてから、もう一度通話を開始してください。または、代わりにエージェントとチャットしてください。",
      missing:
        "マイクが見つかりません。マイクを接続してもう一度通話を開始するか、代わりにエージェントとチャットしてください。",
      unavailable:
        "マイクを開けませんでした。ほかのアプリが使用していないか確認するか、代わりにエージェントとチャットしてください。",
      chatInstead: "代わりにチャット",
    },
    ended: {
      title: "通話終了",
      user: "通話を終了しました。",
      agent: "エージェントが通話を終了しました。",
      error: "エラーで通話が終了しました: {{message}}",
    },
    openConversation: "履歴でこの会話を開く",
  },
};
