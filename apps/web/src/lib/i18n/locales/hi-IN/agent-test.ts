import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "एजेंट को आज़माएँ",
    description:
      "सहेजे गए एजेंट से वैसे ही बात करें जैसे कोई कॉलर करेगा। टेस्ट कॉल आधी क़ीमत पर होती हैं: {{rate}} क्रेडिट प्रति मिनट।",
    unsaved: "आपके कुछ बदलाव सहेजे नहीं गए हैं: टेस्ट आख़िरी सहेजे गए संस्करण का उपयोग करता है।",
    startCall: "कॉल शुरू करें",
    chat: "चैट",
    connecting: "कनेक्ट हो रहा है…",
    cancel: "रद्द करें",
    endCall: "कॉल समाप्त करें",
    speaking: "एजेंट बोल रहा है",
    listening: "सुन रहा है",
    chatting: "चैट खुली है",
    duration: "अवधि",
    credits: "अब तक के क्रेडिट",
    transcript: "लाइव ट्रांसक्रिप्ट",
    empty: "बातचीत यहाँ दिखेगी।",
    you: "आप",
    tentative: "अभी बोल रहे हैं",
    agent: "एजेंट",
    unheard: "सुना नहीं गया",
    interrupted: "बीच में रोका गया",
    message: "संदेश",
    messagePlaceholder: "संदेश लिखें…",
    send: "भेजें",
    keys: "Enter संदेश भेजता है, Esc कॉल समाप्त करता है।",
    failed: "कॉल शुरू नहीं हो सकी",
    microphone: {
      deniedTitle: "माइक्रोफ़ोन की अनुमति नहीं मिली",
      deniedText:
        "ब्राउज़र इस साइट पर माइक्रोफ़ोन को रोक रहा है। अनुमति देने के लिए पता बार के बाईं ओर के आइकन से साइट सेटिंग खोलें, माइक्रोफ़ोन को अनुमति दें पर सेट करें, फिर कॉल दोबारा शुरू करें। या इसके बजाय एजेंट से चैट करें।",
      missing: "कोई माइक्रोफ़ोन नहीं मिला। एक कनेक्ट करके कॉल दोबारा शुरू करें, या इसके बजाय एजेंट से चैट करें।",
      unavailable:
        "माइक्रोफ़ोन खोला नहीं जा सका। जाँचें कि कोई दूसरा ऐप उसका उपयोग तो नहीं कर रहा, या इसके बजाय एजेंट से चैट करें।",
      chatInstead: "इसके बजाय चैट करें",
    },
    ended: {
      title: "कॉल समाप्त हुई",
      user: "आपने कॉल समाप्त की।",
      agent: "एजेंट ने कॉल समाप्त की।",
      error: "कॉल एक त्रुटि के साथ समाप्त हुई: {{message}}",
    },
    openConversation: "इतिहास में बातचीत खोलें",
  },
};
