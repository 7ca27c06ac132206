import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "AI वाणी वर्गीकरण",
    description: "पता करें कि कोई ऑडियो फ़ाइल Chorus से बनाई गई थी या नहीं।",
    uploadTitle: "ऑडियो फ़ाइल",
    dropTitle: "ऑडियो फ़ाइल चुनने के लिए क्लिक करें या यहाँ छोड़ें",
    dropHint: "कोई भी ऑडियो या वीडियो फ़ॉर्मैट, अधिकतम 1,000 MB। सिर्फ़ पहले दो मिनट का विश्लेषण होता है।",
    chooseFile: "वर्गीकरण के लिए ऑडियो फ़ाइल",
    another: "दूसरी फ़ाइल चुनें",
    play: "फ़ाइल चलाएँ",
    pause: "रोकें",
    resultTitle: "नतीजा",
    idle: "फ़ाइल अपलोड करें और देखें कि उसमें वह वॉटरमार्क है या नहीं, जो Chorus अपने बनाए हर ऑडियो में डालता है।",
    uploading: "अपलोड हो रहा है…",
    analysing: "वॉटरमार्क खोजा जा रहा है…",
    uploadProgress: "अपलोड की प्रगति",
    failed: "फ़ाइल का वर्गीकरण नहीं हो सका",
    verdict: {
      generated: "Chorus से बनाया गया",
      notGenerated: "Chorus से नहीं बनाया गया",
    },
    badge: {
      generated: "AI से बनाया गया",
      notGenerated: "कोई वॉटरमार्क नहीं मिला",
    },
    confidence: "Chorus से बनाए जाने का भरोसा",
    percent: "{{percent}} %",
    threshold: "निर्णय सीमा (50 %)",
    explain: {
      yours: "वॉटरमार्क इस वर्कस्पेस की एक रिकॉर्डिंग की ओर इशारा करता है:",
      notYours:
        "वॉटरमार्क मौजूद है, लेकिन रिकॉर्डिंग किसी दूसरे वर्कस्पेस की है या इतिहास में नहीं रखी गई थी (ज़ीरो रिटेंशन, प्रीव्यू, आवाज़ अलग करना)।",
      notGenerated:
        "कोई Chorus वॉटरमार्क नहीं मिला। ऑडियो किसी इंसान की रिकॉर्डिंग हो सकता है या किसी दूसरे प्रोडक्ट से आया हो सकता है; कहीं और बना और बहुत ज़्यादा एडिट किया गया ऑडियो भी इसे खो सकता है।",
    },
    item: {
      label: "रिकॉर्डिंग",
      heading: "रिकॉर्डिंग",
      loading: "इतिहास का आइटम लोड हो रहा है…",
      unavailable: "इतिहास का आइटम {{id}} लोड नहीं हो सका।",
      meta: "{{voice}} · {{date}}",
      play: "चलाएँ",
      openHistory: "इतिहास खोलें",
    },
    note: "वॉटरमार्क सुनाई नहीं देता और mp3 कम्प्रेशन व रीसैंपलिंग के बाद भी बना रहता है। नकारात्मक जवाब इस बात का सबूत नहीं है कि किसी इंसान ने बोला था: सिर्फ़ Chorus के अपने ऑडियो में उसका निशान होता है।",
  },
};
