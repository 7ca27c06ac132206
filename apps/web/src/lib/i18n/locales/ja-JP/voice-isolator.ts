import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "ボイスアイソレーター",
    title: "ボイスアイソレーター",
    description: "音声から背景ノイズを除去します。ヒスノイズ、ハム音、ファンの音は消え、声だけが残ります。",
    beforeTitle: "処理前",
    afterTitle: "処理後",
    afterEmpty: "抽出された声がここに表示され、元の音声と比較できます。",
    costUnknown: "音声 1 分あたり 1,000 クレジット",
    cost_other: "約 {{formatted}} クレジット",
    isolate: "声を抽出",
    isolating: "抽出中…",
    working: "背景ノイズを除去しています…",
    failed: "声を抽出できませんでした",
    isolated: "抽出された声",
    download: "ダウンロード",
  },
};
