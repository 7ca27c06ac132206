import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "वॉइस चेंजर",
    title: "वॉइस चेंजर",
    description:
      "अपने अंदाज़ में बोलें, किसी दूसरी आवाज़ में सुनें: आपकी रिकॉर्डिंग के शब्द और टाइमिंग, आपकी लाइब्रेरी की किसी आवाज़ में।",
    sourceTitle: "आपकी रिकॉर्डिंग",
    sourceDescription: "अपने माइक्रोफ़ोन से रिकॉर्ड करें या कोई ऑडियो या वीडियो फ़ाइल अपलोड करें।",
    settingsTitle: "मॉडल और सेटिंग्स",
    model: "मॉडल",
    models: {
      eleven_english_sts_v2: "English v2",
      eleven_multilingual_sts_v2: "Multilingual v2",
    },
    modelHints: {
      eleven_english_sts_v2: "अंग्रेज़ी वाणी को पहचाना जाता है और आपकी टाइमिंग पर शब्द-दर-शब्द दोबारा बोला जाता है।",
      eleven_multilingual_sts_v2:
        "अन्य भाषाएँ तब दोबारा बोली जाती हैं जब सर्वर पर उनके लिए ट्रांसक्रिप्शन इंजन हो; वरना पिच और टिम्बर को आवाज़ की ओर बदला जाता है।",
    },
    removeNoise: "बैकग्राउंड शोर हटाएँ",
    removeNoiseHint: "पहले आपकी रिकॉर्डिंग पर वॉइस आइसोलेटर चलाता है।",
    costUnknown: "रिकॉर्डिंग के हर मिनट के 1,000 क्रेडिट",
    cost_one: "लगभग {{formatted}} क्रेडिट",
    cost_other: "लगभग {{formatted}} क्रेडिट",
    convert: "आवाज़ बदलें",
    converting: "आवाज़ बदली जा रही है…",
    working: "आपके शब्द पहचाने जा रहे हैं और नई आवाज़ में बोले जा रहे हैं…",
    pickVoiceFirst: "बोलने के लिए आवाज़ चुनें।",
    addRecordingFirst: "बदलने के लिए एक रिकॉर्डिंग जोड़ें।",
    failed: "आवाज़ नहीं बदली जा सकी",
    resultTitle: "नतीजा",
    resultLabel: "{{name}} की आवाज़ में",
    download: "डाउनलोड करें",
    respoken: "आपके शब्द आपकी टाइमिंग पर उस आवाज़ में दोबारा बोले गए।",
    pitchShifted: "भाषा पहचानी नहीं जा सकी, इसलिए आपकी रिकॉर्डिंग की पिच और टिम्बर को आवाज़ की ओर बदला गया।",
    charged_one: "{{formatted}} क्रेडिट इस्तेमाल हुआ।",
    charged_other: "{{formatted}} क्रेडिट इस्तेमाल हुए।",
    voice: "आवाज़",
    selectedVoice: "{{name}} की आवाज़ में",
    noVoice: "अभी कोई आवाज़ नहीं चुनी गई",
  },
  audioSource: {
    original: "मूल",
    replace: "दूसरी रिकॉर्डिंग इस्तेमाल करें",
    tooBig: "फ़ाइल 1,000 MB से बड़ी है।",
    record: "रिकॉर्ड करें",
    stop: "रिकॉर्डिंग रोकें",
    level: "इनपुट स्तर",
    denied: "माइक्रोफ़ोन ब्लॉक है। ब्राउज़र में इसकी अनुमति दें, या इसके बजाय कोई फ़ाइल अपलोड करें।",
    dropTitle: "ऑडियो या वीडियो फ़ाइल चुनने के लिए क्लिक करें या यहाँ छोड़ें",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 या MOV, अधिकतम 1,000 MB",
    inputLabel: "रिकॉर्डिंग अपलोड करें",
    uploading: "अपलोड हो रहा है… {{percent}}%",
    receiving: "ऑडियो मिल रहा है… {{size}}",
  },
};
