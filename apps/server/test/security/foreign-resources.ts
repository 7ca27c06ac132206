/**
 * Resources in ANOTHER workspace, one factory per operation with path parameters: the security
 * suites (route isolation, fuzz) send a prober's requests at them and expect to learn nothing.
 * Every operation with path parameters needs an entry in `resourceFactories` (or in `notAResource`).
 */
import { wavHeader } from "@chorus/adapters/audio";
import { McpServerConfigSchema } from "@chorus/contract";
import {
  newAuthConnectionId,
  newConversationTagId,
  newId,
  newSecretId,
  newToolId,
  newTriageTicketId,
  recordToolExecution,
} from "@chorus/domain";
import { createTestApiKey, type TestAccount, type TestServer, uniqueEmail } from "@chorus/testing";
import { endedConversation } from "../agents/support.ts";

export type Params = Record<string, string>;

/**
 * Decodable audio, so what acts on a resource's audio (videos, speaker clips, downloads) works as
 * on a real one: silent MPEG-1 Layer III frames (128 kbps, 44.1 kHz: a 4-byte header and 413 zero
 * bytes each, about 26 ms), and a silent 16 kHz WAV.
 */
const silentMp3 = (frames: number) =>
  Buffer.concat(
    Array.from({ length: frames }, () =>
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(413)]),
    ),
  );
const silentWav = (seconds: number) => {
  const data = Buffer.alloc(seconds * 16_000 * 2);
  return Buffer.concat([Buffer.from(wavHeader(16_000, data.length)), data]);
};
export type ResourceFactory = (server: TestServer, otherWorkspaceAccount: TestAccount) => Promise<Params>;

/** A pending invite in the other workspace, addressed to a third person (not the prober). */
async function foreignInvite(server: TestServer, other: TestAccount): Promise<Params> {
  const invite = await server.ports.store.invites.insert({
    id: newId(),
    workspaceId: other.workspace.id,
    email: uniqueEmail("invitee"),
    role: "member",
    invitedByUserId: other.user.id,
  });
  return { invite_id: invite.id };
}

/** An open invoice of the other workspace, as the payment provider's event would record it. */
async function foreignInvoice(server: TestServer, other: TestAccount): Promise<Params> {
  const id = `in_${newId()}`;
  await server.ports.store.invoices.insertOnce({
    id,
    workspaceId: other.workspace.id,
    amountDueCents: 2200,
    currency: "usd",
  });
  return { invoice_id: id };
}

async function foreignApiKey(server: TestServer, other: TestAccount): Promise<Params> {
  const key = await createTestApiKey(server, { workspaceId: other.workspace.id, userId: other.user.id });
  return { key_id: key.id };
}

/** A history item (row and audio) in the other workspace. */
async function foreignHistoryItem(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const audioKey = `history/${other.workspace.id}/${id}.mp3`;
  await server.ports.blobs.put(audioKey, silentMp3(40));
  await server.ports.store.history.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    apiKeyId: null,
    voiceId: "OZLru6oHc5erZufS49M8",
    voiceName: "Emma",
    voiceCategory: "premade",
    modelId: "eleven_multilingual_v2",
    text: "Words from another workspace.",
    settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
    outputFormat: "mp3_22050_32",
    characterCountChangeFrom: 0,
    characterCountChangeTo: 29,
    contentType: "audio/mpeg",
    source: "TTS",
    state: "created",
    audioKey,
    createdAt: new Date(),
  });
  return { history_item_id: id };
}

/** A custom voice with one sample (row and file) in the other workspace. */
async function foreignCustomVoice(
  server: TestServer,
  other: TestAccount,
  category: "cloned" | "professional" = "cloned",
): Promise<Params> {
  const voiceId = newId();
  const sampleId = newId();
  const blobKey = `voices/${other.workspace.id}/${voiceId}/${sampleId}`;
  const sample = silentWav(8);
  await server.ports.blobs.put(blobKey, sample);
  const features = {
    f0MedianHz: 120,
    f0RangeSemitones: 4,
    speakingRate: 4,
    spectralCentroidHz: 1500,
    voicedSeconds: 5,
    durationSeconds: 8,
  };
  const now = new Date();
  await server.ports.store.customVoices.insert({
    id: voiceId,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    name: `Foreign ${voiceId}`,
    description: null,
    labels: {},
    category,
    language: "en",
    profile: {
      engine: { engine: "espeak", engineVoiceId: "en-us+m3" },
      prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
      sample: features,
      clone: features,
    },
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  });
  await server.ports.store.customVoices.insertSample({
    id: sampleId,
    voiceId,
    workspaceId: other.workspace.id,
    fileName: "sample.wav",
    mimeType: "audio/wav",
    sizeBytes: sample.length,
    hash: "0".repeat(64),
    durationSeconds: 8,
    removeBackgroundNoise: false,
    blobKey,
    createdAt: now,
  });
  return { voice_id: voiceId, sample_id: sampleId };
}

/**
 * A professional voice with one separated sample in the other workspace (its fine-tuning row, a
 * speaker, and a captcha issued), so every /v1/voices/pvc path has something to find there.
 */
async function foreignProfessionalVoice(server: TestServer, other: TestAccount): Promise<Params> {
  const params = await foreignCustomVoice(server, other, "professional");
  const voiceId = params.voice_id!;
  const store = server.ports.store;
  await store.customVoices.updateSample(other.workspace.id, voiceId, params.sample_id!, {
    speakerSeparationStatus: "completed",
    speakers: [{ speakerId: "speaker_0", durationSeconds: 2, utterances: [{ start: 0, end: 2 }] }],
  });
  await store.professionalVoices.insertFineTuning({
    voiceId,
    workspaceId: other.workspace.id,
    verifiedAt: null,
    verifiedBy: null,
    models: {},
    datasetDurationSeconds: null,
    sliceIds: [],
    jobId: null,
    updatedAt: new Date(),
  });
  await store.professionalVoices.saveCaptcha({
    voiceId,
    purpose: "pvc",
    workspaceId: other.workspace.id,
    text: "The old lighthouse keeper counted seven ships before the storm arrived.",
    issuedAt: new Date(),
  });
  return params;
}

const foreignProfessionalVoiceOnly = async (server: TestServer, other: TestAccount) => ({
  voice_id: (await foreignProfessionalVoice(server, other)).voice_id!,
});

const foreignSpeaker = async (server: TestServer, other: TestAccount) => ({
  ...(await foreignProfessionalVoice(server, other)),
  speaker_id: "speaker_0",
});

const foreignVoiceOnly = async (server: TestServer, other: TestAccount) => ({
  voice_id: (await foreignCustomVoice(server, other)).voice_id!,
});

/** A voice design preview (its parameters) in the other workspace. */
async function foreignVoicePreview(server: TestServer, other: TestAccount): Promise<Params> {
  const generatedVoiceId = newId();
  const figures = {
    f0MedianHz: 200,
    f0RangeSemitones: 4,
    speakingRate: 4,
    spectralCentroidHz: 1500,
    voicedSeconds: 3,
    durationSeconds: 5,
  };
  await server.ports.store.voicePreviews.insert({
    generatedVoiceId,
    workspaceId: other.workspace.id,
    profile: {
      engine: { engine: "espeak", engineVoiceId: "en-us+f3", language: "en" },
      prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
      sample: figures,
      clone: figures,
    },
    description: "A voice from another workspace",
    text: "Words from another workspace, long enough to be a preview text of seventy characters.",
    loudness: 0,
    createdAt: server.clock.now(),
  });
  return { generated_voice_id: generatedVoiceId };
}

/** A voice collection in the other workspace. */
async function foreignCollection(server: TestServer, other: TestAccount): Promise<Params> {
  const now = new Date();
  const collection = await server.ports.store.voiceCollections.insert({
    id: newId(),
    workspaceId: other.workspace.id,
    title: "Another workspace's collection",
    icon: "x",
    createdAt: now,
    updatedAt: now,
  });
  return { collection_id: collection.id };
}

/** Another workspace's collection, naming a voice the prober could use (a premade one). */
const foreignCollectionVoice = async (server: TestServer, other: TestAccount) => ({
  ...(await foreignCollection(server, other)),
  voice_id: "pJr3rCeWYRHBqkDwK3A0",
});

/** Another workspace's voice that is not in the library, under its owner's public id. */
const foreignUnsharedVoice = async (server: TestServer, other: TestAccount) => ({
  public_user_id: other.user.publicUserId,
  voice_id: (await foreignCustomVoice(server, other)).voice_id!,
});

/** A pronunciation dictionary (and its first version) in the other workspace. */
async function foreignDictionaryVersion(server: TestServer, other: TestAccount): Promise<Params> {
  const now = new Date();
  const dictionaryId = newId();
  const versionId = newId();
  await server.ports.store.pronunciationDictionaries.insert({
    id: dictionaryId,
    workspaceId: other.workspace.id,
    name: "Another workspace's dictionary",
    description: null,
    createdByUserId: other.user.id,
    latestVersionId: versionId,
    latestVersionRulesNum: 0,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
  });
  await server.ports.store.pronunciationDictionaries.insertVersion({
    id: versionId,
    dictionaryId,
    workspaceId: other.workspace.id,
    rules: [],
    createdAt: now,
  });
  return { dictionary_id: dictionaryId, version_id: versionId };
}

const foreignDictionary = async (server: TestServer, other: TestAccount) => ({
  pronunciation_dictionary_id: (await foreignDictionaryVersion(server, other)).dictionary_id!,
});

/** An agent of the other workspace, made through the API as its owner would. */
async function foreignAgent(server: TestServer, other: TestAccount): Promise<Params> {
  const response = await server.request("POST", "/v1/convai/agents/create", {
    token: other.accessToken,
    body: { conversation_config: {}, name: "Their agent" },
  });
  return { agent_id: response.json().agent_id };
}

/** A finished conversation with the other workspace's agent. */
async function foreignConversation(server: TestServer, other: TestAccount): Promise<Params> {
  const { agent_id: agentId } = await foreignAgent(server, other);
  const conversation = endedConversation({
    workspaceId: other.workspace.id,
    agentId: agentId!,
    agentName: "Their agent",
    startedAt: server.clock.now(),
    authorizationMethod: "public",
  });
  await server.ports.store.conversations.insert(conversation);
  return { conversation_id: conversation.id };
}

/** A conversation tag of the other workspace. */
async function foreignConversationTag(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newConversationTagId();
  await server.ports.store.conversationTags.insert({
    id,
    workspaceId: other.workspace.id,
    ownerUserId: other.user.id,
    title: "Their tag",
    description: null,
    createdAt: server.clock.now(),
  });
  return { tag_id: id };
}

/** The other workspace's conversation, carrying the other workspace's tag. */
async function foreignTaggedConversation(server: TestServer, other: TestAccount): Promise<Params> {
  const { conversation_id: conversationId } = await foreignConversation(server, other);
  const { tag_id: tagId } = await foreignConversationTag(server, other);
  await server.ports.store.conversations.update(other.workspace.id, conversationId!, { tags: [tagId!] });
  return { conversation_id: conversationId!, tag_id: tagId! };
}

/** A triage ticket of the other workspace, about its conversation. */
async function foreignTriageTicket(server: TestServer, other: TestAccount): Promise<Params> {
  const { conversation_id: conversationId } = await foreignConversation(server, other);
  const conversation = await server.ports.store.conversations.find(other.workspace.id, conversationId!);
  const now = server.clock.now();
  const id = newTriageTicketId();
  await server.ports.store.triageTickets.insert({
    id,
    workspaceId: other.workspace.id,
    agentId: conversation!.agentId,
    ownerUserId: other.user.id,
    source: "qa",
    title: "Their ticket",
    qaComment: "Their comment",
    conversationIds: [conversationId!],
    firstSeenAt: now,
    lastSeenAt: now,
    comments: [],
    turnComments: [],
    status: "open",
    priority: null,
    priorityChanges: [],
    statusChanges: [],
    mergedIntoTicketId: null,
    assigneeUserId: null,
    createdAt: now,
    updatedAt: now,
  });
  return { agentqa_ticket_id: id };
}

/** An agent tool of the other workspace, used by its agent and called once. */
async function foreignTool(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newToolId();
  const now = server.clock.now();
  await server.ports.store.tools.insert({
    id,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    toolConfig: {
      type: "client",
      name: "their_tool",
      description: "Their tool",
      response_timeout_secs: 20,
      disable_interruptions: false,
      force_pre_tool_speech: false,
      pre_tool_speech: "auto",
      assignments: [],
      tool_call_sound_behavior: "auto",
      tool_error_handling_mode: "auto",
      expects_response: false,
      dynamic_variables: { dynamic_variable_placeholders: {} },
      execution_mode: "immediate",
    },
    responseMocks: [],
    createdAt: now,
    updatedAt: now,
  });
  const response = await server.request("POST", "/v1/convai/agents/create", {
    token: other.accessToken,
    body: { conversation_config: { agent: { prompt: { tool_ids: [id] } } }, name: "Their agent" },
  });
  await recordToolExecution(server.ports, {
    workspaceId: other.workspace.id,
    toolId: id,
    agentId: response.json().agent_id,
    conversationId: "conv_theirs",
    durationMs: 100,
    isError: false,
  });
  return { tool_id: id };
}

/** An MCP server of the other workspace, used by its agent, with an approval and settings for `get_weather`. */
async function foreignMcpServer(server: TestServer, other: TestAccount): Promise<Params> {
  const id = `mcp_${newId(24)}`;
  const now = server.clock.now();
  await server.ports.store.mcpServers.insert({
    id,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    config: McpServerConfigSchema.parse({
      name: "Their server",
      url: "https://mcp.example.com/mcp",
      tool_approval_hashes: [{ tool_name: "get_weather", tool_hash: "0".repeat(64) }],
      tool_config_overrides: [{ tool_name: "get_weather", response_timeout_secs: 5 }],
    }),
    createdAt: now,
    updatedAt: now,
  });
  await server.request("POST", "/v1/convai/agents/create", {
    token: other.accessToken,
    body: { conversation_config: { agent: { prompt: { mcp_server_ids: [id] } } }, name: "Their agent" },
  });
  return { mcp_server_id: id };
}

/** One tool (with an approval and settings) of an MCP server of the other workspace. */
async function foreignMcpServerTool(server: TestServer, other: TestAccount): Promise<Params> {
  return { ...(await foreignMcpServer(server, other)), tool_name: "get_weather" };
}

/** A knowledge-base document of the other workspace, indexed (so it has passages), used by its agent. */
async function foreignDocument(server: TestServer, other: TestAccount): Promise<Params> {
  const added = await server.request("POST", "/v1/convai/knowledge-base/text", {
    token: other.accessToken,
    body: { text: "Their private handbook: the safe code is 4711.", name: "Their handbook" },
  });
  const id = added.json().id as string;
  await server.request("POST", "/v1/convai/agents/create", {
    token: other.accessToken,
    body: {
      conversation_config: { agent: { prompt: { knowledge_base: [{ type: "text", name: "x", id }] } } },
    },
  });
  await server.runJobs();
  return { documentation_id: id };
}

/** The other workspace's document and one of its passages. */
async function foreignDocumentChunk(server: TestServer, other: TestAccount): Promise<Params> {
  const { documentation_id: id } = await foreignDocument(server, other);
  const chunks = await server.request("GET", `/v1/convai/knowledge-base/${id}/chunks`, {
    token: other.accessToken,
  });
  return { documentation_id: id!, chunk_id: chunks.json().chunks[0].id as string };
}

/** The other workspace's document and its retrieval index. */
async function foreignRagIndex(server: TestServer, other: TestAccount): Promise<Params> {
  const { documentation_id: id } = await foreignDocument(server, other);
  const indexes = await server.request("GET", `/v1/convai/knowledge-base/${id}/rag-index`, {
    token: other.accessToken,
  });
  return { documentation_id: id!, rag_index_id: indexes.json().indexes[0].id as string };
}

/** A site crawl of the other workspace, cancelled at once (so no worker run fetches its page). */
async function foreignCrawlJob(server: TestServer, other: TestAccount): Promise<Params> {
  const created = await server.request("POST", "/v1/convai/knowledge-base/crawl", {
    token: other.accessToken,
    body: { url: "https://their-site.example/" },
  });
  const id = created.json().id as string;
  await server.request("POST", `/v1/convai/knowledge-base/crawl/${id}/cancel`, { token: other.accessToken });
  return { crawl_job_id: id };
}

/** A workspace secret of the other workspace, its value sealed as the API stores it. */
async function foreignSecret(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newSecretId();
  const now = server.clock.now();
  await server.ports.store.secrets.insert({
    id,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    name: `Their key ${id}`,
    value: server.ports.secretCipher.seal("sk-their-value", `workspace-secret:${other.workspace.id}:${id}`),
    createdAt: now,
    updatedAt: now,
  });
  return { secret_id: id };
}

/** A bearer auth connection of the other workspace, its token sealed as the API stores it. */
async function foreignAuthConnection(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newAuthConnectionId();
  const now = server.clock.now();
  await server.ports.store.authConnections.insert({
    id,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    name: `Their API ${id}`,
    provider: "custom",
    settings: { auth_type: "bearer_auth" },
    credential: server.ports.secretCipher.seal("their-token", `auth-connection:${other.workspace.id}:${id}`),
    createdAt: now,
    updatedAt: now,
  });
  return { auth_connection_id: id };
}

/** A webhook of the other workspace, its secret sealed as the API stores it. */
async function foreignWebhook(server: TestServer, other: TestAccount): Promise<Params> {
  const id = `whk_${newId(20)}`;
  const now = server.clock.now();
  await server.ports.store.webhooks.insert({
    id,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    name: `Their hook ${id}`,
    url: "https://hooks.example.com/their",
    secret: server.ports.secretCipher.seal("wsec_their", `workspace-webhook:${other.workspace.id}:${id}`),
    requestHeaders: {},
    events: [],
    disabled: false,
    lastFailure: null,
    createdAt: now,
    updatedAt: now,
  });
  return { webhook_id: id };
}

/** An environment variable of the other workspace (a string one). */
async function foreignEnvironmentVariable(server: TestServer, other: TestAccount): Promise<Params> {
  const id = `envvar_${newId()}`;
  const now = server.clock.now();
  await server.ports.store.environmentVariables.insert({
    id,
    workspaceId: other.workspace.id,
    label: `THEIR_VAR_${id.slice(-8)}`,
    type: "string",
    values: { production: "their-value" },
    createdByUserId: other.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return { env_var_id: id };
}

/** The other workspace's secret, and the kind of its users the dependencies page lists. */
async function foreignSecretDependencies(server: TestServer, other: TestAccount): Promise<Params> {
  return { ...(await foreignSecret(server, other)), resource_type: "agents" };
}

/** A finished transcript in the other workspace. */
async function foreignTranscript(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const now = new Date();
  await server.ports.store.transcripts.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    state: "completed",
    options: {
      diarize: false,
      granularity: "word",
      additionalFormats: [],
      tagAudioEvents: true,
      noVerbatim: false,
    },
    audioKey: null,
    audioDurationSeconds: 1,
    result: {
      transcriptionId: id,
      languageCode: "eng",
      languageProbability: 1,
      text: "another workspace",
      words: [],
      additionalFormats: [],
      audioDurationSeconds: 1,
    },
    error: null,
    createdAt: now,
    updatedAt: now,
  });
  return { transcription_id: id };
}

/** A private sound effect (row and audio) in the other workspace. */
async function foreignSoundEffect(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const audioKey = `sound-effects/${other.workspace.id}/${id}.mp3`;
  await server.ports.blobs.put(audioKey, silentMp3(40));
  await server.ports.store.soundEffects.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    text: "A private explosion",
    recipe: "explosion",
    recipeMatch: "keyword",
    category: "impacts",
    durationSeconds: 1,
    requestedDurationSeconds: 1,
    promptInfluence: 0.3,
    loop: false,
    seed: 1,
    outputFormat: "mp3_44100_128",
    contentType: "audio/mpeg",
    audioKey,
    visibility: "private",
    sharedAt: null,
    createdAt: new Date(),
  });
  return { sound_effect_id: id };
}

/**
 * Every operation with path parameters needs an entry here (or in `notAResource`): it makes a
 * resource in ANOTHER workspace and returns the path parameters that name it.
 */
/** An LLM test of the other workspace, in a folder of its. */
async function foreignAgentTest(server: TestServer, other: TestAccount): Promise<Params> {
  const { folder_id: folderId } = await foreignTestFolder(server, other);
  const response = await server.request("POST", "/v1/convai/agent-testing/create", {
    token: other.accessToken,
    body: {
      type: "llm",
      name: "Their test",
      parent_folder_id: folderId,
      chat_history: [{ role: "user", message: "What is the safe code?", time_in_call_secs: 0 }],
      success_condition: "The agent refuses.",
    },
  });
  return { test_id: response.json().id };
}

/** A folder of agent tests of the other workspace. */
async function foreignTestFolder(server: TestServer, other: TestAccount): Promise<Params> {
  const response = await server.request("POST", "/v1/convai/agent-testing/folders", {
    token: other.accessToken,
    body: { name: "Their tests" },
  });
  return { folder_id: response.json().id };
}

/** A run of the other workspace's test on its agent (queued, not judged). */
async function foreignTestInvocation(server: TestServer, other: TestAccount): Promise<Params> {
  const { test_id: testId } = await foreignAgentTest(server, other);
  const { agent_id: agentId } = await foreignAgent(server, other);
  const response = await server.request("POST", `/v1/convai/agents/${agentId}/run-tests`, {
    token: other.accessToken,
    body: { tests: [{ test_id: testId }] },
  });
  return { test_invocation_id: response.json().id };
}

export const resourceFactories: Record<string, ResourceFactory> = {
  "conversationalAi.agents.get": foreignAgent,
  "conversationalAi.agents.update": foreignAgent,
  "conversationalAi.agents.delete": foreignAgent,
  "conversationalAi.agents.duplicate": foreignAgent,
  "conversationalAi.agents.link.get": foreignAgent,
  "conversationalAi.conversations.get": foreignConversation,
  "conversationalAi.conversations.audio.get": foreignConversation,
  "conversationalAi.conversations.delete": foreignConversation,
  "conversationalAi.conversations.feedback.create": foreignConversation,
  "conversationalAi.conversations.getSummary": foreignConversation,
  "conversationalAi.tools.get": foreignTool,
  "conversationalAi.mcpServers.get": foreignMcpServer,
  "conversationalAi.mcpServers.update": foreignMcpServer,
  "conversationalAi.mcpServers.delete": foreignMcpServer,
  "conversationalAi.mcpServers.approvalPolicy.update": foreignMcpServer,
  "conversationalAi.mcpServers.toolApprovals.create": foreignMcpServer,
  "conversationalAi.mcpServers.toolApprovals.delete": foreignMcpServerTool,
  "conversationalAi.mcpServers.toolConfigs.create": foreignMcpServer,
  "conversationalAi.mcpServers.toolConfigs.get": foreignMcpServerTool,
  "conversationalAi.mcpServers.toolConfigs.update": foreignMcpServerTool,
  "conversationalAi.mcpServers.toolConfigs.delete": foreignMcpServerTool,
  "conversationalAi.mcpServers.tools.list": foreignMcpServer,
  "conversationalAi.tools.update": foreignTool,
  "conversationalAi.tools.delete": foreignTool,
  "conversationalAi.tools.getDependentAgents": foreignTool,
  "conversationalAi.tools.executions.get": foreignTool,
  "conversationalAi.tests.get": foreignAgentTest,
  "conversationalAi.tests.update": foreignAgentTest,
  "conversationalAi.tests.delete": foreignAgentTest,
  "conversationalAi.tests.folders.get": foreignTestFolder,
  "conversationalAi.tests.folders.update": foreignTestFolder,
  "conversationalAi.tests.folders.delete": foreignTestFolder,
  "conversationalAi.tests.invocations.get": foreignTestInvocation,
  "conversationalAi.tests.invocations.cancel": foreignTestInvocation,
  "conversationalAi.tests.invocations.resubmit": foreignTestInvocation,
  "conversationalAi.agents.runTests": foreignAgent,
  "conversationalAi.agents.simulateConversation": foreignAgent,
  "conversationalAi.agents.simulateConversationStream": foreignAgent,
  "conversationalAi.conversations.tags.get": foreignConversationTag,
  "conversationalAi.conversations.tags.update": foreignConversationTag,
  "conversationalAi.conversations.tags.delete": foreignConversationTag,
  "conversationalAi.conversations.tags.assign": foreignConversation,
  "conversationalAi.conversations.tags.unassign": foreignTaggedConversation,
  "conversationalAi.triageTickets.get": foreignTriageTicket,
  "conversationalAi.triageTickets.update": foreignTriageTicket,
  "conversationalAi.triageTickets.delete": foreignTriageTicket,
  "conversationalAi.triageTickets.addComment": foreignTriageTicket,
  "conversationalAi.triageTickets.addTurnComment": foreignTriageTicket,
  "conversationalAi.triageTickets.merge": foreignTriageTicket,
  "conversationalAi.triageTickets.list": foreignAgent,
  "conversationalAi.triageTickets.createManual": foreignAgent,
  "conversationalAi.triageTickets.listAssignableUsers": foreignAgent,
  "conversationalAi.knowledgeBase.documents.get": foreignDocument,
  "conversationalAi.knowledgeBase.documents.update": foreignDocument,
  "conversationalAi.knowledgeBase.documents.delete": foreignDocument,
  "conversationalAi.knowledgeBase.documents.move": foreignDocument,
  "conversationalAi.knowledgeBase.documents.getContent": foreignDocument,
  "conversationalAi.knowledgeBase.documents.chunks.list": foreignDocument,
  "conversationalAi.knowledgeBase.documents.chunk.get": foreignDocumentChunk,
  "conversationalAi.knowledgeBase.documents.getAgents": foreignDocument,
  "conversationalAi.getDocumentRagIndexes": foreignDocument,
  "conversationalAi.knowledgeBase.document.computeRagIndex": foreignDocument,
  "conversationalAi.deleteDocumentRagIndex": foreignRagIndex,
  "conversationalAi.knowledgeBase.document.refresh": foreignDocument,
  "conversationalAi.knowledgeBase.documents.getSourceFileUrl": foreignDocument,
  "conversationalAi.agents.knowledgeBase.size": foreignAgent,
  "conversationalAi.knowledgeBase.crawlJobs.get": foreignCrawlJob,
  "conversationalAi.knowledgeBase.crawlJobs.cancel": foreignCrawlJob,
  "conversationalAi.secrets.get": foreignSecret,
  "conversationalAi.secrets.update": foreignSecret,
  "conversationalAi.secrets.delete": foreignSecret,
  "workspace.authConnections.update": foreignAuthConnection,
  "workspace.authConnections.delete": foreignAuthConnection,
  "webhooks.update": foreignWebhook,
  "webhooks.delete": foreignWebhook,
  "conversationalAi.secrets.getDependencies": foreignSecretDependencies,
  "environmentVariables.get": foreignEnvironmentVariable,
  "environmentVariables.update": foreignEnvironmentVariable,
  "chorus.billing.downloadInvoice": foreignInvoice,
  "chorus.apiKeys.update": foreignApiKey,
  "chorus.apiKeys.delete": foreignApiKey,
  "chorus.workspace.invites.accept": foreignInvite,
  "chorus.workspace.invites.decline": foreignInvite,
  "history.get": foreignHistoryItem,
  "history.getAudio": foreignHistoryItem,
  "history.delete": foreignHistoryItem,
  "chorus.history.submitFeedback": foreignHistoryItem,
  "chorus.history.getShareLink": foreignHistoryItem,
  "chorus.history.generatePreviewImage": foreignHistoryItem,
  "chorus.history.generateVideo": foreignHistoryItem,
  "chorus.history.getVideo": foreignHistoryItem,
  "voices.get": foreignVoiceOnly,
  "voices.settings.get": foreignVoiceOnly,
  "voices.settings.update": foreignVoiceOnly,
  "voices.update": foreignVoiceOnly,
  "voices.delete": foreignVoiceOnly,
  "voices.samples.audio.get": foreignCustomVoice,
  "samples.delete": foreignCustomVoice,
  "textToSpeech.convert": foreignVoiceOnly,
  "textToSpeech.stream": foreignVoiceOnly,
  "textToSpeech.convertWithTimestamps": foreignVoiceOnly,
  "textToSpeech.streamWithTimestamps": foreignVoiceOnly,
  "speechToSpeech.convert": foreignVoiceOnly,
  "speechToSpeech.stream": foreignVoiceOnly,
  "textToVoice.remix": foreignVoiceOnly,
  "textToVoice.preview.stream": foreignVoicePreview,
  "chorus.voices.captcha.get": foreignVoiceOnly,
  "chorus.voices.captcha.verify": foreignVoiceOnly,
  "chorus.voices.safetyControl.set": foreignVoiceOnly,
  "voices.pvc.update": foreignProfessionalVoiceOnly,
  "voices.pvc.train": foreignProfessionalVoiceOnly,
  "voices.pvc.samples.create": foreignProfessionalVoiceOnly,
  "voices.pvc.samples.update": foreignProfessionalVoice,
  "voices.pvc.samples.delete": foreignProfessionalVoice,
  "voices.pvc.samples.audio.get": foreignProfessionalVoice,
  "voices.pvc.samples.waveform.get": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.get": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.separate": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.audio.get": foreignSpeaker,
  "voices.pvc.verification.captcha.get": foreignProfessionalVoiceOnly,
  "voices.pvc.verification.captcha.verify": foreignProfessionalVoiceOnly,
  "voices.pvc.verification.request": foreignProfessionalVoiceOnly,
  "voices.share": foreignUnsharedVoice,
  "voices.collections.get": foreignCollection,
  "voices.collections.update": foreignCollection,
  "voices.collections.delete": foreignCollection,
  "voices.collections.addVoice": foreignCollectionVoice,
  "voices.collections.removeVoice": foreignCollectionVoice,
  "chorus.voices.sharing.get": foreignVoiceOnly,
  "chorus.voices.sharing.update": foreignVoiceOnly,
  "chorus.voices.sharing.getMetrics": foreignVoiceOnly,
  "chorus.voices.sharing.getHistory": foreignVoiceOnly,
  "pronunciationDictionaries.get": foreignDictionary,
  "pronunciationDictionaries.update": foreignDictionary,
  "pronunciationDictionaries.rules.add": foreignDictionary,
  "pronunciationDictionaries.rules.remove": foreignDictionary,
  "pronunciationDictionaries.rules.set": foreignDictionary,
  "pronunciationDictionaries.download": foreignDictionaryVersion,
  "speechToText.transcripts.get": foreignTranscript,
  "speechToText.transcripts.delete": foreignTranscript,
  "chorus.soundEffects.get": foreignSoundEffect,
  "chorus.soundEffects.getAudio": foreignSoundEffect,
  "chorus.soundEffects.share": foreignSoundEffect,
  "chorus.soundEffects.delete": foreignSoundEffect,
  "chorus.soundEffects.soundboard.unpin": foreignSoundEffect,
};

/** Operations whose path parameters name no workspace resource, with the reason. */
export const notAResource: Record<string, string> = {
  "chorus.user.completeOnboardingChecklistItem":
    "item_id is a fixed checklist item name from the catalogue, and the checklist is the caller's own",
  "tokens.singleUse.create":
    "token_type is a fixed token type, and the token is issued in the caller's own workspace",
};
