import { knowledgeBaseLimits } from "@chorus/contract";
import { Parser } from "htmlparser2";
import { tidyText } from "./tidy-text.ts";

/** Elements whose content is not the page's reading text: code, navigation, chrome, forms. */
const skipped = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "svg",
  "math",
  "iframe",
  "object",
]);

/** Elements that stand apart as paragraphs (a blank line before and after). */
const paragraphs = new Set([
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "section", "article", "main", "blockquote"],
  ...["pre", "figure", "figcaption", "table", "caption", "hr", "address", "details"],
  ...["summary", "body", "center", "fieldset", "legend"],
]);

/** Elements on lines of their own within a block (lists, so a nested list's items stay lines too). */
const lines = new Set(["ul", "ol", "dl", "li", "tr", "dt", "dd", "br", "option"]);

const cells = new Set(["td", "th"]);

export interface HtmlText {
  text: string;
  title?: string;
  /** The `href` of its links as written, navigation included (a site crawl follows them), at most `crawlLinksPerPage`. */
  links?: string[];
}

/**
 * The reading text of an HTML (or XHTML) page: scripts, styles, navigation, headers, footers, asides,
 * forms and `hidden` elements dropped; headings, paragraphs and other blocks as paragraphs; list items
 * and table rows as lines (cells separated by a space); entities decoded; whitespace collapsed, except
 * the line breaks of `<pre>`. The page's `<title>` is its title.
 */
export function readHtml(html: string): HtmlText {
  const out: string[] = [];
  // Breaks wait for the next text: a line's end and the next line's start make one break, not two.
  let pendingBreak = 0;
  const breakAt = (lines: number) => {
    pendingBreak = Math.max(pendingBreak, lines);
  };
  const skipping: boolean[] = [];
  let skipDepth = 0;
  let preDepth = 0;
  let inTitle = false;
  let title = "";
  let titled = false;
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "a" && attributes.href && links.length < knowledgeBaseLimits.crawlLinksPerPage)
          links.push(attributes.href);
        const skip = skipped.has(name) || "hidden" in attributes;
        skipping.push(skip);
        if (skip) skipDepth++;
        if (skipDepth > 0) return;
        if (name === "title" && !titled) inTitle = true;
        else if (name === "pre") preDepth++;
        if (paragraphs.has(name)) breakAt(2);
        else if (lines.has(name)) breakAt(1);
        else if (cells.has(name)) out.push(" ");
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (inTitle) title += text;
        else {
          if (pendingBreak && text.trim()) {
            out.push("\n".repeat(pendingBreak));
            pendingBreak = 0;
          }
          out.push(preDepth > 0 ? text : text.replace(/\s+/g, " "));
        }
      },
      onclosetag(name) {
        if (skipping.pop()) {
          skipDepth--;
          return;
        }
        if (skipDepth > 0) return;
        if (name === "title" && inTitle) {
          inTitle = false;
          titled = true;
        } else if (name === "pre") preDepth--;
        if (paragraphs.has(name)) breakAt(2);
        else if (lines.has(name)) breakAt(1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  const pageTitle = title.replace(/\s+/g, " ").trim();
  return { text: tidyText(out.join("")), ...(pageTitle ? { title: pageTitle } : {}), links };
}
