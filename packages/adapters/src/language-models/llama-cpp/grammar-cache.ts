import type { LanguageModelTool } from "@chorus/domain";
import type { Llama, LlamaGrammar } from "node-llama-cpp";
import { replyEnvelopeSchema } from "./reply-envelope.ts";

/**
 * Envelope grammars by tool set. An agent sends the same tools every turn, and building a grammar
 * (schema → GBNF → llama.cpp's parser) costs more than a turn should spend on it; a handful of entries
 * covers the agents a server is talking as at once.
 */
export class GrammarCache {
  private readonly grammars = new Map<string, Promise<LlamaGrammar>>();

  constructor(
    private readonly llama: Llama,
    private readonly capacity = 16,
  ) {}

  forTools(tools: readonly LanguageModelTool[]): Promise<LlamaGrammar> {
    const key = JSON.stringify(tools.map((tool) => [tool.name, tool.parameters]));
    const cached = this.grammars.get(key);
    if (cached) {
      // Re-insert: the map's order is then least recently used first.
      this.grammars.delete(key);
      this.grammars.set(key, cached);
      return cached;
    }
    const grammar = this.llama.createGrammarForJsonSchema(
      replyEnvelopeSchema(tools),
    ) as Promise<LlamaGrammar>;
    grammar.catch(() => this.grammars.delete(key));
    this.grammars.set(key, grammar);
    const oldest = this.grammars.keys().next();
    if (this.grammars.size > this.capacity && !oldest.done) this.grammars.delete(oldest.value);
    return grammar;
  }
}
