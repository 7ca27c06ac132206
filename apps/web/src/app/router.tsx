import { checkoutReturnPaths } from "@chorus/contract";
import { createBrowserRouter, Navigate } from "react-router";
import { ActionPage } from "../features/action/components/ActionPage.tsx";
import { ForgotPasswordPage } from "../features/auth/components/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../features/auth/components/ResetPasswordPage.tsx";
import { SignInPage } from "../features/auth/components/SignInPage.tsx";
import { SignUpPage } from "../features/auth/components/SignUpPage.tsx";
import { PrivacyPage, TermsPage } from "../features/legal/components/LegalPage.tsx";
import { OnboardingPage } from "../features/onboarding/components/OnboardingPage.tsx";
import { PageLoading } from "../ui/Spinner.tsx";
import { PublicOnly, RequireOnboarded, RequireSession } from "./guards.tsx";
import { AppShell } from "./layout/AppShell.tsx";
import { AuthLayout } from "./layout/AuthLayout.tsx";
import { RootRedirect } from "./RootRedirect.tsx";
import { NotFound, RouteError } from "./RouteError.tsx";

/** "/app/x/y" as a child path of the /app route ("x/y"). */
const inApp = (path: string) => path.replace(/^\/app\//, "");

/** Signed-in pages load on first visit, so the sign-in screens stay small. */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });
const home = page(async () => ({
  Component: (await import("../features/home/components/HomePage.tsx")).HomePage,
}));
const profile = page(async () => ({
  Component: (await import("../features/account/components/ProfilePage.tsx")).ProfilePage,
}));
const security = page(async () => ({
  Component: (await import("../features/security/components/SecurityPage.tsx")).SecurityPage,
}));
const apiKeys = page(async () => ({
  Component: (await import("../features/api-keys/components/ApiKeysPage.tsx")).ApiKeysPage,
}));
const speech = page(async () => ({
  Component: (await import("../features/speech/components/SpeechSynthesisPage.tsx")).SpeechSynthesisPage,
}));
const soundEffects = page(async () => ({
  Component: (await import("../features/sound-effects/components/GenerateSoundEffectsPage.tsx"))
    .GenerateSoundEffectsPage,
}));
const soundEffectsExplore = page(async () => ({
  Component: (await import("../features/sound-effects/components/ExploreSoundEffectsPage.tsx"))
    .ExploreSoundEffectsPage,
}));
const soundboard = page(async () => ({
  Component: (await import("../features/sound-effects/components/SoundboardPage.tsx")).SoundboardPage,
}));
const voices = page(async () => ({
  Component: (await import("../features/voices/components/VoicesPage.tsx")).VoicesPage,
}));
const voiceDetail = page(async () => ({
  Component: (await import("../features/voices/detail/VoiceDetailPage.tsx")).VoiceDetailPage,
}));
const designVoice = page(async () => ({
  Component: (await import("../features/voices/design/DesignVoicePage.tsx")).DesignVoicePage,
}));
const professionalVoice = page(async () => ({
  Component: (await import("../features/voices/professional/components/ProfessionalVoicePage.tsx"))
    .ProfessionalVoicePage,
}));
const voiceVerification = page(async () => ({
  Component: (await import("../features/voices/verification/VoiceVerificationPage.tsx"))
    .VoiceVerificationPage,
}));
const remixVoice = page(async () => ({
  Component: (await import("../features/voices/design/RemixVoicePage.tsx")).RemixVoicePage,
}));
const speechToText = page(async () => ({
  Component: (await import("../features/speech-to-text/components/SpeechToTextPage.tsx")).SpeechToTextPage,
}));
const pronunciationDictionaries = page(async () => ({
  Component: (
    await import("../features/pronunciation-dictionaries/components/PronunciationDictionariesPage.tsx")
  ).PronunciationDictionariesPage,
}));
const pronunciationDictionary = page(async () => ({
  Component: (await import("../features/pronunciation-dictionaries/components/DictionaryEditorPage.tsx"))
    .DictionaryEditorPage,
}));
const agents = page(async () => ({
  Component: (await import("../features/agents/list/AgentsPage.tsx")).AgentsPage,
}));
const agent = page(async () => ({
  Component: (await import("../features/agents/detail/AgentDetailPage.tsx")).AgentDetailPage,
}));
const agentTools = page(async () => ({
  Component: (await import("../features/agents/tools/ToolsPage.tsx")).ToolsPage,
}));
const agentMcpServers = page(async () => ({
  Component: (await import("../features/agents/mcp-servers/McpServersPage.tsx")).McpServersPage,
}));
const agentSecrets = page(async () => ({
  Component: (await import("../features/agents/secrets/SecretsPage.tsx")).SecretsPage,
}));
const agentAuthConnections = page(async () => ({
  Component: (await import("../features/agents/auth-connections/AuthConnectionsPage.tsx"))
    .AuthConnectionsPage,
}));
const agentTickets = page(async () => ({
  Component: (await import("../features/agents/tickets/TicketsPage.tsx")).TicketsPage,
}));
const agentTicket = page(async () => ({
  Component: (await import("../features/agents/tickets/TicketPage.tsx")).TicketPage,
}));
const knowledgeBase = page(async () => ({
  Component: (await import("../features/agents/knowledge-base/KnowledgeBasePage.tsx")).KnowledgeBasePage,
}));
const knowledgeDocument = page(async () => ({
  Component: (await import("../features/agents/knowledge-base/DocumentPage.tsx")).DocumentPage,
}));
const conversations = page(async () => ({
  Component: (await import("../features/conversations/list/ConversationsPage.tsx")).ConversationsPage,
}));
const conversation = page(async () => ({
  Component: (await import("../features/conversations/detail/ConversationPage.tsx")).ConversationPage,
}));
const voiceChanger = page(async () => ({
  Component: (await import("../features/voice-changer/components/VoiceChangerPage.tsx")).VoiceChangerPage,
}));
const voiceIsolator = page(async () => ({
  Component: (await import("../features/voice-isolator/components/VoiceIsolatorPage.tsx")).VoiceIsolatorPage,
}));
const history = page(async () => ({
  Component: (await import("../features/history/components/HistoryPage.tsx")).HistoryPage,
}));
const speechClassifier = page(async () => ({
  Component: (await import("../features/speech-classifier/components/SpeechClassifierPage.tsx"))
    .SpeechClassifierPage,
}));
const shared = page(async () => ({
  Component: (await import("../features/share/components/SharedItemPage.tsx")).SharedItemPage,
}));
const members = page(async () => ({
  Component: (await import("../features/workspace/components/MembersPage.tsx")).MembersPage,
}));
const invites = page(async () => ({
  Component: (await import("../features/workspace/components/InvitesPage.tsx")).InvitesPage,
}));
const subscription = page(async () => ({
  Component: (await import("../features/subscription/components/SubscriptionPage.tsx")).SubscriptionPage,
}));
const checkoutSuccess = page(async () => ({
  Component: (await import("../features/subscription/components/CheckoutSuccessPage.tsx"))
    .CheckoutSuccessPage,
}));
const checkoutCancel = page(async () => ({
  Component: (await import("../features/subscription/components/CheckoutCancelPage.tsx")).CheckoutCancelPage,
}));
const usage = page(async () => ({
  Component: (await import("../features/usage/components/UsagePage.tsx")).UsagePage,
}));
const workspaceSettings = page(async () => ({
  Component: (await import("../features/workspace/components/WorkspaceSettingsPage.tsx"))
    .WorkspaceSettingsPage,
}));

/**
 * Every route of the web app. The server answers index.html for any non-API path, so all of
 * these survive a reload.
 *
 * Signed out (at the root):
 *   /sign-in            email + password, then the six-digit MFA step; `?redirect=` and `?use_sso=true`
 *   /sign-up            create an account
 *   /forgot-password    ask for a reset link
 *   /reset-password     set a new password with `?oobCode=` (also reachable as /app/action?mode=resetPassword)
 * Either state:
 *   /app/action         email links: `mode` = optOutOfUpdates | resetPassword | recoverEmail | verifyEmail |
 *                       verifySignInRequest, with `oobCode` or `verificationCode`, `continueUrl`, `lang`, `isReverting`
 *   /terms, /privacy    the terms of use and privacy policy of this server (signed in or not)
 *   /share/:token       a shared generation (the public link of a history item; no sign-in needed)
 * Signed in:
 *   /app/onboarding     first-run questions (new users land here after signing in)
 *   /app/home
 *   /app/speech-synthesis | /app/history | /app/voice-changer | /app/voice-isolator
 *   /app/speech-to-text  up to 3 files at once → transcripts with speakers, audio sync, editing, exports
 *   /app/sound-effects  prompt, duration, influence, loop, up to 4 variations (`?prompt=` pre-fills) |
 *                       /explore (shared and own effects: search, category, play, share, pin) |
 *                       /soundboard (pinned effects on keys 1–9 and 0, reorder)
 *   /app/pronunciation-dictionaries[/:dictionaryId]  dictionaries list | rule editor, versions, PLS download
 *   /app/agents         conversational agents: search, archived, new (blank or a template), duplicate, delete
 *   /app/agents/tools   the workspace's agent tools: webhook and client tools made and edited (parameters as
 *                       fields or JSON), usage, delete (in use: offers to take them off the agents first)
 *   /app/agents/mcp-servers  the workspace's MCP servers: add (URL, transport, approval policy, secret token),
 *                       tools asked live with per-tool approval switches, delete (in use: offers to take them off)
 *   /app/agents/auth-connections  how webhook tools authenticate: add per type (basic, bearer, header, OAuth2,
 *                       JWT; credentials write-only), users listed, delete (refused while a tool uses it)
 *   /app/agents/:agentId  an agent's settings; `?tab=` agent | voice | analysis | tools | knowledge-base |
 *                       tests | security | advanced | widget; one save bar for every tab (a version conflict offers overwrite or reload)
 *                       but Tests, whose tests are saved on their own (create, edit, delete, run, results, past runs);
 *                       beside them "Test agent": a voice call or a chat with the saved agent (development rate)
 *   /app/agents/knowledge-base[?folder=]  the agents' knowledge base, a folder at a time: upload files (upload
 *                       and indexing progress), add web pages, texts and folders; rename, move, delete (one or
 *                       selected; "Delete anyway" when agents use them); name filter and search in the text
 *   /app/agents/knowledge-base/:documentId  a document: text, retrieval index (polled), passages, agents
 *                       using it, rename, move, fetch again (web pages), download the original, delete
 *   /app/agents/secrets  the workspace's secrets (API keys agents use): who uses each, add (write-only
 *                       value), rename, replace the value, delete (refused while in use)
 *   /app/agents/tickets  the workspace's triage tickets: `?agent=`, `?status=`, `?priority=`, `?assignee=`
 *                       (an id or `unassigned`), `?sort=priority`, `?q=` (search) filter them; select tickets of
 *                       one agent to merge them into one
 *   /app/agents/tickets/:ticketId  a ticket: status, priority and assignee (saved when chosen), description,
 *                       comments, turn comments linking to their turn, delete
 *   /app/conversations  every agent's conversations: `?agent=`, `?outcome=`, `?from=`, `?to=` (YYYY-MM-DD),
 *                       `?min=` (seconds) filter them; "Show more" pages on
 *   /app/conversations/:conversationId  one conversation: recording (a turn seeks to its time), transcript,
 *                       details, feedback, delete, "Create ticket"; `#turn-N` scrolls to turn N (from 0)
 *   /app/speech-classifier  upload a file: generated by Chorus (its watermark)? confidence, the history item
 *   /app/voices         the default (premade) voices with search, filters and previews; `?tab=` explore (the
 *                       shared library: search, filters, sort, "Show more", add, find similar) | mine (voices I
 *                       created or added) | workspace (other members' voices) | collections (`&collection=<id>`
 *                       opens one); `?tab=library` still means the default voices; "Add voice" opens instant
 *                       clone, professional clone or design
 *   /app/voices/design    describe a voice → three previews → create
 *   /app/voices/professional/:voiceId?  the professional clone wizard (create, samples, speakers, verify,
 *                       train); `?step=create|samples|speakers|verify|train`, else the first unfinished step
 *   /app/voices/:voiceId  a voice: samples with waveforms, analysis, try it, edit, delete, collections;
 *                       a professional clone's state and next step; admins' voice-safety control; for the
 *                       workspace's own voices "Share in the library" with metrics and history, for voices
 *                       added from the library where they came from (and when they stop working)
 *   /app/voices/:voiceId/verification  Voice Verification: a professional voice's captcha or manual
 *                       request, and the captcha that releases a voice held by voice safety
 *   /app/voices/:voiceId/remix  describe a change to a voice → three previews → create a new voice
 *   /app/settings/profile | /app/settings/security | /app/settings/api-keys
 *   /app/workspace/members | /app/workspace/invites | /app/workspace/settings
 *   /app/subscription   plans and the current one; `?manage-subscription=true` opens the management panel
 *   /app/subscription/checkout/success | /app/subscription/checkout/cancel   back from the payment provider
 *   /app/usage          credits this period, daily usage chart, invoices, usage-based billing
 * Any page: `?coupon=CODE` is checked and saved for checkout (features/subscription CouponFromUrl).
 * Any voice list (library, my voices, the speech page's picker) opens the voice-blocked or captcha
 * dialog for a newly seen BAN or CAPTCHA (features/voices/safety).
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazy module loads (without it React Router warns on every load).
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: "/", element: <RootRedirect /> },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: "/sign-in", element: <SignInPage /> },
              { path: "/sign-up", element: <SignUpPage /> },
              { path: "/forgot-password", element: <ForgotPasswordPage /> },
            ],
          },
          { path: "/reset-password", element: <ResetPasswordPage /> },
          { path: "/terms", element: <TermsPage /> },
          { path: "/privacy", element: <PrivacyPage /> },
          { path: "/app/action", element: <ActionPage /> },
          { path: "/share/:token", ...shared },
          {
            element: <RequireSession />,
            children: [{ path: "/app/onboarding", element: <OnboardingPage /> }],
          },
        ],
      },
      {
        path: "/app",
        element: <RequireSession />,
        children: [
          {
            element: <RequireOnboarded />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <Navigate to="/app/home" replace /> },
                  { path: "home", ...home },
                  { path: "speech-synthesis", ...speech },
                  { path: "voices", ...voices },
                  { path: "voices/design", ...designVoice },
                  { path: "voices/professional/:voiceId?", ...professionalVoice },
                  { path: "voices/:voiceId", ...voiceDetail },
                  { path: "voices/:voiceId/verification", ...voiceVerification },
                  { path: "voices/:voiceId/remix", ...remixVoice },
                  { path: "voice-changer", ...voiceChanger },
                  { path: "voice-isolator", ...voiceIsolator },
                  { path: "history", ...history },
                  { path: "speech-to-text", ...speechToText },
                  { path: "sound-effects", ...soundEffects },
                  { path: "sound-effects/explore", ...soundEffectsExplore },
                  { path: "sound-effects/soundboard", ...soundboard },
                  { path: "pronunciation-dictionaries", ...pronunciationDictionaries },
                  { path: "pronunciation-dictionaries/:dictionaryId", ...pronunciationDictionary },
                  { path: "speech-classifier", ...speechClassifier },
                  { path: "agents", ...agents },
                  { path: "agents/tools", ...agentTools },
                  { path: "agents/mcp-servers", ...agentMcpServers },
                  { path: "agents/secrets", ...agentSecrets },
                  { path: "agents/auth-connections", ...agentAuthConnections },
                  { path: "agents/tickets", ...agentTickets },
                  { path: "agents/tickets/:ticketId", ...agentTicket },
                  { path: "agents/knowledge-base", ...knowledgeBase },
                  { path: "agents/knowledge-base/:documentId", ...knowledgeDocument },
                  { path: "agents/:agentId", ...agent },
                  { path: "conversations", ...conversations },
                  { path: "conversations/:conversationId", ...conversation },
                  { path: "settings", element: <Navigate to="/app/settings/profile" replace /> },
                  { path: "settings/profile", ...profile },
                  { path: "settings/security", ...security },
                  { path: "settings/api-keys", ...apiKeys },
                  { path: "workspace", element: <Navigate to="/app/workspace/members" replace /> },
                  { path: "workspace/members", ...members },
                  { path: "workspace/invites", ...invites },
                  { path: "workspace/settings", ...workspaceSettings },
                  { path: "subscription", ...subscription },
                  // The contract's checkoutReturnPaths: the server sends the payment provider back to these.
                  { path: inApp(checkoutReturnPaths.success), ...checkoutSuccess },
                  { path: inApp(checkoutReturnPaths.cancel), ...checkoutCancel },
                  { path: "usage", ...usage },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFound /> },
    ],
  },
]);
