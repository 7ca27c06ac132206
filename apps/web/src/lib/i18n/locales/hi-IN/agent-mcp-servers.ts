import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "MCP सर्वर",
    title: "MCP सर्वर",
    description: "ऐसे सर्वर जिनके टूल आपके एजेंट Model Context Protocol के ज़रिए इस्तेमाल कर सकते हैं।",
    add: "सर्वर जोड़ें",
    loadFailed: "MCP सर्वर लोड नहीं हो सके",
    empty: {
      title: "अभी कोई MCP सर्वर नहीं",
      text: "किसी सर्वर का URL जोड़ें; जब आप उसे एजेंट के टूल टैब पर चुनते हैं, एजेंट उसके टूल इस्तेमाल करते हैं। पहले किसी वर्कस्पेस एडमिन को एजेंट सेटिंग्स में MCP सर्वर की अनुमति देनी होगी।",
    },
    list: {
      name: "नाम",
      address: "पता",
      agents: "एजेंट",
      actions: "कार्रवाइयाँ",
      tools: "टूल",
      delete: "हटाएँ",
      deleteLabel: "{{name}} हटाएँ",
      secretAddress: "पता एक सीक्रेट में रखा है",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "हर टूल कॉल से पहले कॉलर से पूछें",
      require_approval_per_tool: "हर टूल के लिए अलग तय करें",
      auto_approve_all: "हर टूल बिना पूछे चलाएँ",
    },
    states: {
      up_to_date: "स्वीकृत",
      needs_review: "स्वीकृति के बाद बदला गया",
      not_approved: "स्वीकृत नहीं",
    },
    addDialog: {
      title: "MCP सर्वर जोड़ें",
      submit: "सर्वर जोड़ें",
      failed: "सर्वर नहीं जोड़ा जा सका",
      optIn: "MCP ऑप्ट-इन ज़रूरी है: पहले किसी वर्कस्पेस एडमिन को एजेंट सेटिंग्स में MCP सर्वर की अनुमति देनी होगी।",
      name: "नाम",
      url: "URL",
      urlHint: "https:// (सादा http केवल उन होस्ट तक जिनकी ऑपरेटर अनुमति देता है)।",
      transport: "ट्रांसपोर्ट",
      policy: "टूल स्वीकृति",
      secretToken: "सीक्रेट टोकन",
      secretTokenHint: "वर्कस्पेस का एक सीक्रेट, bearer टोकन के रूप में भेजा जाता है।",
      noSecret: "कोई नहीं",
    },
    tools: {
      title: "{{name}} के टूल",
      loadFailed: "टूल लोड नहीं हो सके",
      unreachable: "सर्वर तक नहीं पहुँचा जा सका",
      none: "यह सर्वर कोई टूल नहीं देता।",
      autoApprove: "बिना पूछे चलाएँ",
      changeFailed: "बदलाव सहेजा नहीं जा सका",
    },
    delete: {
      title: "{{name}} हटाएँ?",
      text: "एजेंट इस सर्वर के टूल खो देंगे।",
      confirm: "हटाएँ",
      force: "एजेंट से हटाकर मिटाएँ",
      deleted: "{{name}} हटाया गया",
      failed: "सर्वर हटाया नहीं जा सका",
    },
  },
};
