import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "AI 音声判定",
    description: "音声ファイルが Chorus で生成されたものかどうかを判定します。",
    uploadTitle: "音声ファイル",
    dropTitle: "クリックするか、音声ファイルをここにドロップ",
    dropHint: "あらゆる音声・動画形式に対応、1,000 MB まで。分析されるのは最初の 2 分間のみです。",
    chooseFile: "判定する音声ファイル",
    another: "別のファイルを選択",
    play: "ファイルを再生",
    pause: "一時停止",
    resultTitle: "結果",
    idle: "ファイルをアップロードすると、Chorus が生成するすべての音声に埋め込む透かしが含まれているかどうかを確認できます。",
    uploading: "アップロード中…",
    analysing: "透かしを探しています…",
    uploadProgress: "アップロードの進行状況",
    failed: "ファイルを判定できませんでした",
    verdict: {
      generated: "Chorus で生成されています",
      notGenerated: "Chorus で生成されていません",
    },
    badge: {
      generated: "AI 生成",
      notGenerated: "透かしなし",
    },
    confidence: "Chorus で生成された確信度",
    percent: "{{percent}}%",
    threshold: "判定しきい値（50%）",
    explain: {
      yours: "透かしは、このワークスペースで生成された次の音声を示しています:",
      notYours:
        "透かしはありますが、生成元は別のワークスペースであるか、履歴に保存されていません（保存なし設定、プレビュー、ボイスアイソレーション）。",
      notGenerated:
        "Chorus の透かしは見つかりませんでした。人間による録音か、他の製品で作られた音声の可能性があります。別の場所で生成され、大幅に編集された音声も、透かしが失われていることがあります。",
    },
    item: {
      label: "生成された音声",
      heading: "生成された音声",
      loading: "履歴の項目を読み込み中…",
      unavailable: "履歴の項目 {{id}} を読み込めませんでした。",
      meta: "{{voice}} · {{date}}",
      play: "再生",
      openHistory: "履歴を開く",
    },
    note: "透かしは耳では聞こえず、MP3 圧縮やリサンプリング後も残ります。否定的な結果は、人が話したことの証明にはなりません。Chorus の透かしが入っているのは、Chorus 自身が生成した音声だけです。",
  },
};
