// How often knowledge-base retrieval finds the passage that answers a question (issue 19 §1): 17 pages
// of the SQLite documentation (public domain, Debian's sqlite3-doc) uploaded as HTML files through
// the API, indexed by the background job, and 86 support-style questions (bench/retrieval-data). A
// question scores hit@k when one of the first k passages comes from its page and contains its answer
// (whitespace collapsed). Measured for full-text ranking alone (the embedded default) and for hybrid
// ranking with a fake embeddings engine (hashing of words and trigrams over real HTTP, no model).
// Run: apt-get install -y sqlite3-doc && npx tsx bench/knowledge-retrieval.bench.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeEmbeddingsServer } from "@chorus/adapters/testing/embeddings";
import { loadAgentKnowledge, retrievePassages } from "@chorus/domain";
import { createTestAccount, ownerContext, startTestServer } from "@chorus/testing";

interface Question {
  id: string;
  question: string;
  file: string;
  answer: string;
  difficulty: "easy" | "hard";
}

const dataFolder = path.join(import.meta.dirname, "retrieval-data");
const documents = JSON.parse(fs.readFileSync(path.join(dataFolder, "documents.json"), "utf8")) as {
  files: string[];
};
const questions = JSON.parse(fs.readFileSync(path.join(dataFolder, "questions.json"), "utf8")) as Question[];
const collapse = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function measure(label: string, env: Record<string, string>) {
  const server = await startTestServer(
    (process.env.BENCH_DATABASE as "pglite" | "postgres" | undefined) ?? "pglite",
    env,
    { own: true },
  );
  try {
    const account = await createTestAccount(server);
    const base = await server.listen();
    const fileOf = new Map<string, string>();
    for (const file of documents.files) {
      const form = new FormData();
      form.append("file", new Blob([fs.readFileSync(file)], { type: "text/html" }), path.basename(file));
      const response = await fetch(`${base}/v1/convai/knowledge-base/file`, {
        method: "POST",
        headers: { authorization: `Bearer ${account.accessToken}` },
        body: form,
      });
      if (!response.ok) throw new Error(`${file}: ${response.status} ${await response.text()}`);
      fileOf.set(((await response.json()) as { id: string }).id, file);
    }
    const indexing = performance.now();
    while ((await server.runJobs()) > 0);
    const indexSeconds = (performance.now() - indexing) / 1000;
    const agent = await fetch(`${base}/v1/convai/agents/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        conversation_config: {
          agent: {
            prompt: {
              knowledge_base: [...fileOf.keys()].map((id) => ({
                type: "file",
                name: id,
                id,
                usage_mode: "auto",
              })),
              rag: { enabled: true, max_retrieved_rag_chunks_count: 5, max_documents_length: 100_000 },
            },
          },
        },
      }),
    });
    const { agent_id } = (await agent.json()) as { agent_id: string };
    const ctx = ownerContext(server, account);
    const record = await server.ports.store.agents.find(account.workspace.id, agent_id);
    const knowledge = await loadAgentKnowledge(ctx, record!.conversationConfig);
    if (!knowledge.retrieval) throw new Error("no retrieval scope");
    const hits = { 1: 0, 5: 0 };
    const byDifficulty = { easy: { n: 0, h1: 0, h5: 0 }, hard: { n: 0, h1: 0, h5: 0 } };
    const latencies: number[] = [];
    for (const question of questions) {
      const found = await retrievePassages(ctx, knowledge.retrieval, question.question);
      latencies.push(found.latencySeconds * 1000);
      const answer = collapse(question.answer);
      const rank = found.passages.findIndex(
        (passage) =>
          fileOf.get(passage.documentId) === question.file && collapse(passage.content).includes(answer),
      );
      const group = byDifficulty[question.difficulty];
      group.n++;
      if (rank === 0) {
        hits[1]++;
        group.h1++;
      }
      if (rank >= 0 && rank < 5) {
        hits[5]++;
        group.h5++;
      }
    }
    const share = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
    console.log(
      `${label}: hit@1 ${share(hits[1], questions.length)}, hit@5 ${share(hits[5], questions.length)} ` +
        `(easy ${share(byDifficulty.easy.h1, byDifficulty.easy.n)} / ${share(byDifficulty.easy.h5, byDifficulty.easy.n)}, ` +
        `hard ${share(byDifficulty.hard.h1, byDifficulty.hard.n)} / ${share(byDifficulty.hard.h5, byDifficulty.hard.n)}); ` +
        `retrieval p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms; ` +
        `indexing ${indexSeconds.toFixed(1)} s`,
    );
  } finally {
    await server.close();
  }
}

async function main() {
  for (const file of documents.files)
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install -y sqlite3-doc`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(`${questions.length} questions over ${documents.files.length} pages`);
  await measure("full-text + trigram (embedded default)", {});
  if (process.argv.includes("--text-only")) return;
  const embeddings = await startFakeEmbeddingsServer();
  try {
    await measure("hybrid, fake hashing embeddings (RRF)", { EMBEDDINGS_URL: embeddings.url });
  } finally {
    await embeddings.close();
  }
}

await main();
process.exit(0);
