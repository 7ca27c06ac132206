// How often `POST /v1/similar-voices` finds the premade voice that spoke a recording: each premade voice
// speaks a paragraph it never spoke before (mp3, as a person would upload it), and we look at where that
// voice ranks among the 54 premade voices. English voices speak English; the others speak the same English
// paragraph, which is harder (their figures were measured on their own language's preview text).
// Also times the first answer (the premade voices are measured then) and a later one.
// Run: npx tsx bench/similar-voices.bench.ts
import os from "node:os";
import { premadeVoices } from "@chorus/domain";
import { startChorusProcess } from "@chorus/testing";

const apiKey = "sk_bench_similar_voices_0123456789abcdef";
const paragraph =
  "The morning train was late again, so we walked along the river and talked about the summer. " +
  "By noon the sun was out, the market was busy, and everyone seemed to have somewhere to be.";

async function main() {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  const chorus = await startChorusProcess({
    LOG_LEVEL: "warn",
    CHORUS_BILLING: "off",
    CHORUS_ADMIN_EMAIL: "bench@example.com",
    CHORUS_ADMIN_PASSWORD: "bench-password-1",
    CHORUS_ADMIN_API_KEY: apiKey,
  });
  const headers = { "xi-api-key": apiKey };
  const ranks: { key: string; english: boolean; rank: number }[] = [];
  const timings: number[] = [];
  try {
    for (const voice of premadeVoices) {
      const speech = await fetch(
        `${chorus.url}/v1/text-to-speech/${voice.voiceId}?output_format=mp3_44100_128`,
        {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ text: paragraph, model_id: "eleven_v3" }),
        },
      );
      if (!speech.ok) throw new Error(`speech ${speech.status}: ${await speech.text()}`);
      const form = new FormData();
      form.append(
        "audio_file",
        new Blob([await speech.arrayBuffer()], { type: "audio/mpeg" }),
        "recording.mp3",
      );
      form.append("top_k", "100");
      const started = Date.now();
      const similar = await fetch(`${chorus.url}/v1/similar-voices`, { method: "POST", headers, body: form });
      timings.push(Date.now() - started);
      const body = (await similar.json()) as { voices?: { voice_id: string }[] };
      if (!body.voices) throw new Error(`similar-voices ${similar.status}: ${JSON.stringify(body)}`);
      const { voices } = body;
      const rank = voices.findIndex((candidate) => candidate.voice_id === voice.voiceId) + 1;
      ranks.push({ key: voice.key, english: voice.language === "en", rank });
    }
  } finally {
    await chorus.stop();
  }
  const summary = (rows: typeof ranks) =>
    `top 1: ${rows.filter((r) => r.rank === 1).length}/${rows.length}, top 3: ${rows.filter((r) => r.rank >= 1 && r.rank <= 3).length}/${rows.length}`;
  console.log(`English voices speaking English: ${summary(ranks.filter((r) => r.english))}`);
  console.log(`other voices speaking English:   ${summary(ranks.filter((r) => !r.english))}`);
  console.log(
    `misses (rank > 3): ${ranks
      .filter((r) => r.rank > 3 || r.rank === 0)
      .map((r) => `${r.key}@${r.rank}`)
      .join(", ")}`,
  );
  const later = timings.slice(1).sort((a, b) => a - b);
  console.log(
    `first answer ${timings[0]} ms (measures the premade voices), later answers median ${later[later.length >> 1]} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
