import { Marked } from "marked";
import { type HtmlText, readHtml } from "./read-html.ts";

const markdown = new Marked({ gfm: true, async: false });

/**
 * The text of a Markdown document without its syntax: marked renders it (GitHub flavour: tables,
 * strikethrough, autolinks) and the HTML reader reads that, so headings, list items and table rows get
 * their own lines, links and emphasis keep their words, images are left out, and code blocks stay as
 * text, line by line. Raw HTML in the document is read like any page.
 */
export function readMarkdown(text: string): HtmlText {
  const { text: body } = readHtml(markdown.parse(text, { async: false }));
  return { text: body };
}
