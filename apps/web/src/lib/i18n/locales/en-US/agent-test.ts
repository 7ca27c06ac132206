/** English for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings = {
  agentTest: {
    title: "Test agent",
    description:
      "Talk to the saved agent as a caller would. Test calls cost half: {{rate}} credits a minute.",
    unsaved: "You have unsaved changes: the test uses the last saved version.",
    startCall: "Start call",
    chat: "Chat",
    connecting: "Connecting…",
    cancel: "Cancel",
    endCall: "End call",
    speaking: "Agent speaking",
    listening: "Listening",
    chatting: "Chat open",
    duration: "Duration",
    credits: "Credits so far",
    transcript: "Live transcript",
    empty: "The conversation appears here.",
    you: "You",
    tentative: "still speaking",
    agent: "Agent",
    unheard: "not heard",
    interrupted: "Interrupted",
    message: "Message",
    messagePlaceholder: "Type a message…",
    send: "Send",
    keys: "Enter sends a message, Esc ends the call.",
    failed: "The call could not start",
    microphone: {
      deniedTitle: "Microphone access denied",
      deniedText:
        "The browser blocks the microphone on this site. To allow it, open the site settings from the icon at the left of the address bar, set Microphone to Allow, then start the call again. Or chat with the agent instead.",
      missing:
        "No microphone was found. Connect one and start the call again, or chat with the agent instead.",
      unavailable:
        "The microphone could not be opened. Check that no other app is using it, or chat with the agent instead.",
      chatInstead: "Chat instead",
    },
    ended: {
      title: "Call ended",
      user: "You ended the call.",
      agent: "The agent ended the call.",
      error: "The call ended with an error: {{message}}",
    },
    openConversation: "Open the conversation in the history",
  },
} as const;
