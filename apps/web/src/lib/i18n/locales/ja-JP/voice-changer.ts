import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "ボイスチェンジャー",
    title: "ボイスチェンジャー",
    description:
      "自分らしく話して、別の声で聴けます。録音の言葉とタイミングはそのままに、ライブラリのボイスが読み上げます。",
    sourceTitle: "録音",
    sourceDescription: "マイクで録音するか、音声・動画ファイルをアップロードしてください。",
    settingsTitle: "モデルと設定",
    model: "モデル",
    models: {
      eleven_english_sts_v2: "English v2",
      eleven_multilingual_sts_v2: "Multilingual v2",
    },
    modelHints: {
      eleven_english_sts_v2: "英語の音声を認識し、あなたのタイミングで 1 語ずつ読み上げ直します。",
      eleven_multilingual_sts_v2:
        "その他の言語は、サーバーに対応する文字起こしエンジンがあれば読み上げ直します。ない場合は、ピッチと音色をボイスに近づけます。",
    },
    removeNoise: "背景ノイズを除去",
    removeNoiseHint: "最初に録音にボイスアイソレーターを適用します。",
    costUnknown: "録音 1 分あたり 1,000 クレジット",
    cost_other: "約 {{formatted}} クレジット",
    convert: "ボイスを変換",
    converting: "ボイスを変換中…",
    working: "言葉を認識して、新しいボイスで読み上げています…",
    pickVoiceFirst: "読み上げに使うボイスを選んでください。",
    addRecordingFirst: "変換する録音を追加してください。",
    failed: "ボイスを変換できませんでした",
    resultTitle: "結果",
    resultLabel: "{{name}} による読み上げ",
    download: "ダウンロード",
    respoken: "あなたの言葉を、あなたのタイミングでボイスが読み上げ直しました。",
    pitchShifted: "言語を認識できなかったため、録音のピッチと音色をボイスに近づけました。",
    charged_other: "{{formatted}} クレジットを使用しました。",
    voice: "ボイス",
    selectedVoice: "{{name}} が読み上げます",
    noVoice: "ボイスがまだ選択されていません",
  },
  audioSource: {
    original: "元の音声",
    replace: "別の録音を使用",
    tooBig: "ファイルが 1,000 MB を超えています。",
    record: "録音",
    stop: "録音を停止",
    level: "入力レベル",
    denied:
      "マイクがブロックされています。ブラウザでマイクを許可するか、代わりにファイルをアップロードしてください。",
    dropTitle: "クリックするか、音声・動画ファイルをここにドロップ",
    dropHint: "MP3、WAV、M4A、OGG、FLAC、WebM、MP4、MOV（1,000 MB まで）",
    inputLabel: "録音をアップロード",
    uploading: "アップロード中… {{percent}}%",
    receiving: "音声を受信中… {{size}}",
  },
};
