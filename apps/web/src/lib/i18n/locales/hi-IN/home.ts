import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "स्वागत है, {{name}}",
    greetingAnonymous: "स्वागत है",
    subtitle: "{{workspace}} में क्या चल रहा है, यहाँ देखें।",
    plan: "प्लान",
    credits: "इस्तेमाल किए गए क्रेडिट",
    creditsOf: "{{limit}} में से {{used}}",
    quickStart: "जल्दी शुरू करें",
    createKey: "API कुंजी बनाएँ",
    createKeyText: "अपने कोड से ElevenLabs-संगत API को कॉल करें।",
    inviteTeam: "अपनी टीम को आमंत्रित करें",
    inviteTeamText: "एक साझा वर्कस्पेस में साथ मिलकर काम करें।",
    readDocs: "API संदर्भ पढ़ें",
    readDocsText: "हर एंडपॉइंट, अनुरोध और जवाब के स्वरूप के साथ।",
    verifyBanner: {
      title: "अपना ईमेल पता सत्यापित करें",
      text: "हमने {{email}} पर एक लिंक भेजा है। अपने खाते को सुरक्षित करने और जिन वर्कस्पेस में आपको आमंत्रित किया गया है उनसे जुड़ने के लिए इसे सत्यापित करें।",
      resend: "ईमेल फिर से भेजें",
      sent: "सत्यापन ईमेल भेज दिया गया। अपना इनबॉक्स देखें।",
      failed: "सत्यापन ईमेल भेजते समय एक त्रुटि हुई।",
    },
    bipa: {
      title: "बायोमेट्रिक गोपनीयता की शर्तें",
      text: "आप इलिनॉय में हैं, इसलिए वॉइस क्लोनिंग का उपयोग करने से पहले आपको बायोमेट्रिक जानकारी की गोपनीयता से जुड़ी शर्तें स्वीकार करनी होंगी।",
      accept: "शर्तें स्वीकार करें",
      accepted: "शर्तें स्वीकार की गईं",
    },
    checklist: {
      title: "Chorus के साथ शुरुआत करें",
      intro: "अपना खाता सेट अप करने और पहली API कॉल करने के लिए एक छोटी चेकलिस्ट।",
      start: "चेकलिस्ट दिखाएँ",
      hide: "चेकलिस्ट छिपाएँ",
      completeAll: "सभी को पूरा चिह्नित करें",
      markDone: "पूरा चिह्नित करें",
      completedTitle: "सब तैयार है",
      completedText: "आपने शुरुआती चेकलिस्ट पूरी कर ली है।",
      progress: "{{total}} में से {{done}} पूरे",
      items: {
        verify_email: "अपना ईमेल पता सत्यापित करें",
        complete_profile: "अपनी प्रोफ़ाइल पूरी करें",
        create_api_key: "अपनी पहली API कुंजी बनाएँ",
        invite_member: "किसी साथी को आमंत्रित करें",
        enable_mfa: "दो-चरणीय सत्यापन चालू करें",
        explore_docs: "API संदर्भ देखें",
        first_generation: "अपनी पहली वाणी बनाएँ",
      },
    },
    invites: {
      title: "वर्कस्पेस आमंत्रण",
      text: "{{inviter}} ने आपको {{role}} के रूप में जुड़ने के लिए आमंत्रित किया है।",
      textNoInviter: "आपको {{role}} के रूप में जुड़ने के लिए आमंत्रित किया गया है।",
      accept: "स्वीकार करें",
      decline: "अस्वीकार करें",
      accepted: "आप {{workspace}} से जुड़ गए",
      declined: "आमंत्रण अस्वीकार किया गया",
    },
  },
};
