import { describe, expect, it } from "vitest";
import { readMarkdown } from "./read-markdown.ts";

describe("readMarkdown", () => {
  it("keeps a document's words without its syntax", () => {
    const markdown = [
      "# Returns policy",
      "",
      "Items can be returned within **30 days** of _delivery_; see [our terms](https://example.com/terms)",
      "or write to <help@example.com>. Fish &amp; chips, 2 < 3.",
      "",
      "## Steps",
      "",
      "1. Pack the item",
      "2. Print the `label`",
      "   - keep the receipt",
      "",
      "> Refunds take ~~ten~~ five days.",
      "",
      "```sh",
      "curl -X POST https://example.com/returns",
      "echo done",
      "```",
      "",
      "| Region | Days |",
      "| ------ | ---- |",
      "| EU     | 30   |",
      "",
      "![a box](box.png)",
      "",
      "---",
      "Thanks\\!",
    ].join("\n");
    expect(readMarkdown(markdown).text).toBe(
      [
        "Returns policy",
        "",
        "Items can be returned within 30 days of delivery; see our terms or write to help@example.com. Fish & chips, 2 < 3.",
        "",
        "Steps",
        "",
        "Pack the item",
        "Print the label",
        "keep the receipt",
        "",
        "Refunds take ten five days.",
        "",
        "curl -X POST https://example.com/returns",
        "echo done",
        "",
        "Region Days",
        "EU 30",
        "",
        "Thanks!",
      ].join("\n"),
    );
  });
});
