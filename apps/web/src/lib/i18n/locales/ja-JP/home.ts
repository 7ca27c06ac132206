import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "ようこそ、{{name}} さん",
    greetingAnonymous: "ようこそ",
    subtitle: "{{workspace}} の最新状況です。",
    plan: "プラン",
    credits: "使用済みクレジット",
    creditsOf: "{{used}} / {{limit}}",
    quickStart: "クイックスタート",
    createKey: "API キーを作成",
    createKeyText: "コードから ElevenLabs 互換の API を呼び出せます。",
    inviteTeam: "チームを招待",
    inviteTeamText: "共有ワークスペースで一緒に作業できます。",
    readDocs: "API リファレンスを読む",
    readDocsText: "すべてのエンドポイントを、リクエストとレスポンスの形式とともに掲載しています。",
    verifyBanner: {
      title: "メールアドレスを確認してください",
      text: "{{email}} にリンクを送信しました。アカウントを保護し、招待されたワークスペースに参加するには、メールアドレスを確認してください。",
      resend: "メールを再送信",
      sent: "確認メールを送信しました。受信トレイを確認してください。",
      failed: "確認メールの送信中にエラーが発生しました。",
    },
    bipa: {
      title: "生体情報プライバシー規約",
      text: "イリノイ州からご利用のため、ボイスクローンを使用する前に生体情報プライバシー規約に同意する必要があります。",
      accept: "規約に同意",
      accepted: "規約に同意しました",
    },
    checklist: {
      title: "Chorus を始めましょう",
      intro: "アカウントを設定して最初の API 呼び出しを行うための、簡単なチェックリストです。",
      start: "チェックリストを表示",
      hide: "チェックリストを非表示",
      completeAll: "すべて完了にする",
      markDone: "完了にする",
      completedTitle: "準備が整いました",
      completedText: "スタートガイドのチェックリストをすべて完了しました。",
      progress: "{{done}} / {{total}} 完了",
      items: {
        verify_email: "メールアドレスを確認",
        complete_profile: "プロフィールを入力",
        create_api_key: "最初の API キーを作成",
        invite_member: "チームメンバーを招待",
        enable_mfa: "2 段階認証を有効にする",
        explore_docs: "API リファレンスを見る",
        first_generation: "最初の音声を生成",
      },
    },
    invites: {
      title: "ワークスペースへの招待",
      text: "{{inviter}} さんから {{role}} として招待されています。",
      textNoInviter: "{{role}} として招待されています。",
      accept: "承諾",
      decline: "辞退",
      accepted: "{{workspace}} に参加しました",
      declined: "招待を辞退しました",
    },
  },
};
