import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "सीक्रेट",
    title: "सीक्रेट",
    description:
      "आपके एजेंट जिन कुंजियों और टोकन का उपयोग करते हैं, जैसे आपके अपने मॉडल सर्वर की API कुंजी। मान एन्क्रिप्ट करके रखे जाते हैं और फिर कभी नहीं दिखाए जाते।",
    add: "सीक्रेट जोड़ें",
    columns: { name: "नाम", usedBy: "इनके द्वारा उपयोग", actions: "कार्रवाइयाँ" },
    unused: "उपयोग में नहीं",
    moreUsers: "और अधिक",
    empty: "अभी कोई सीक्रेट नहीं",
    emptyText: "एक सीक्रेट जोड़ें, फिर उसे वहाँ चुनें जहाँ किसी एजेंट को कुंजी चाहिए।",
    viewerNote: "दर्शक देख सकते हैं कि कौन-से सीक्रेट मौजूद हैं, पर उन्हें जोड़ या बदल नहीं सकते।",
    name: "नाम",
    namePlaceholder: "मेरे मॉडल सर्वर की कुंजी",
    value: "मान",
    newValue: "नया मान",
    valueHint: "एन्क्रिप्ट करके रखा जाता है। इसे यहाँ फिर कोई नहीं पढ़ सकता, आप भी नहीं।",
    nameRequired: "सीक्रेट को एक नाम दें।",
    valueRequired: "सीक्रेट का मान दर्ज करें।",
    createTitle: "सीक्रेट जोड़ें",
    create: "सीक्रेट जोड़ें",
    created: "सीक्रेट {{name}} जोड़ा गया",
    rename: "नाम बदलें",
    renameLabel: "{{name}} का नाम बदलें",
    renameTitle: "{{name}} का नाम बदलें",
    renamed: "सीक्रेट का नाम बदलकर {{name}} किया गया",
    replace: "मान बदलें",
    replaceLabel: "{{name}} का मान बदलें",
    replaceTitle: "{{name}} का मान बदलें",
    replaceText: "इस सीक्रेट का उपयोग करने वाले एजेंट अपनी अगली बातचीत से नया मान भेजेंगे।",
    replaced: "{{name}} का मान बदल दिया गया",
    save: "सहेजें",
    deleteLabel: "{{name}} हटाएँ",
    deleteTitle: "{{name}} हटाएँ?",
    deleteText: "सीक्रेट और उसका मान हमेशा के लिए हटा दिए जाते हैं।",
    deleted: "सीक्रेट {{name}} हटाया गया",
    inUse: "यह सीक्रेट अभी उपयोग में है",
  },
};
