#!/usr/bin/env node
// Checks bench/retrieval-data/questions.json against the SQLite documentation
// pages listed in bench/retrieval-data/documents.json.
//
// Every question's `answer` must be a verbatim substring of the visible text of
// its `file`, after whitespace is collapsed to single spaces. The page is turned
// into text three ways, and the answer has to be found in each rendering:
//   - "spaced": every tag becomes a space (what a naive tag stripper produces);
//   - "inline": inline tags (<a>, <b>, <i>, <tt>, <span>, ...) vanish without a
//     space, block tags become a space (what a browser-like extractor produces);
//   - "blocks": like "inline", but block tags become a separator mark, so an
//     answer may not run across two paragraphs, list items or table cells.
// So an answer never depends on how a chunker treats markup, and it always sits
// inside one block of text (a chunker that splits at paragraphs keeps it whole).
//
// No dependency: the project has no HTML parser in node_modules, so this uses a
// careful tag stripper (drops <script>, <style>, <svg> and comments, strips
// tags, decodes named and numeric character references).
//
// Usage:
//   node bench/retrieval-data/check-questions.mjs            # check, exit 1 on a problem
//   node bench/retrieval-data/check-questions.mjs --dump F   # print the text of page F
//
// Exit code: 0 when every check passes, 1 otherwise.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

// Named character references seen in the SQLite docs, plus the usual ones.
const NAMED = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  rarr: "\u2192",
  larr: "\u2190",
  uarr: "\u2191",
  darr: "\u2193",
  harr: "\u2194",
  rArr: "\u21d2",
  lArr: "\u21d0",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  lsqb: "[",
  rsqb: "]",
  lpar: "(",
  rpar: ")",
  lcub: "{",
  rcub: "}",
  sup1: "\u00b9",
  sup2: "\u00b2",
  sup3: "\u00b3",
  plusmn: "\u00b1",
  times: "\u00d7",
  divide: "\u00f7",
  ne: "\u2260",
  le: "\u2264",
  ge: "\u2265",
  pi: "\u03c0",
  aelig: "\u00e6",
  AElig: "\u00c6",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  deg: "\u00b0",
  middot: "\u00b7",
  bull: "\u2022",
  para: "\u00b6",
  sect: "\u00a7",
  laquo: "\u00ab",
  raquo: "\u00bb",
  infin: "\u221e",
  minus: "\u2212",
  micro: "\u00b5",
  frac12: "\u00bd",
  frac14: "\u00bc",
  frac34: "\u00be",
  eacute: "\u00e9",
  uuml: "\u00fc",
  ouml: "\u00f6",
  auml: "\u00e4",
  szlig: "\u00df",
  check: "\u2713",
  dagger: "\u2020",
};

// HTML5 maps numeric references 0x80-0x9F through windows-1252 (&#151; is an em dash).
const CP1252 = new Map([
  [0x80, 0x20ac],
  [0x82, 0x201a],
  [0x83, 0x0192],
  [0x84, 0x201e],
  [0x85, 0x2026],
  [0x86, 0x2020],
  [0x87, 0x2021],
  [0x88, 0x02c6],
  [0x89, 0x2030],
  [0x8a, 0x0160],
  [0x8b, 0x2039],
  [0x8c, 0x0152],
  [0x8e, 0x017d],
  [0x91, 0x2018],
  [0x92, 0x2019],
  [0x93, 0x201c],
  [0x94, 0x201d],
  [0x95, 0x2022],
  [0x96, 0x2013],
  [0x97, 0x2014],
  [0x98, 0x02dc],
  [0x99, 0x2122],
  [0x9a, 0x0161],
  [0x9b, 0x203a],
  [0x9c, 0x0153],
  [0x9e, 0x017e],
  [0x9f, 0x0178],
]);

function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (m, body) => {
    if (body[0] === "#") {
      let cp = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      cp = CP1252.get(cp) ?? cp;
      if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff) return "\ufffd";
      return String.fromCodePoint(cp);
    }
    return Object.hasOwn(NAMED, body) ? NAMED[body] : m;
  });
}

const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "font",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "big",
  "nobr",
]);

const BLOCK_MARK = "\u241e"; // SYMBOL FOR RECORD SEPARATOR, never in an answer

/** Visible text of an HTML page. mode: "spaced" | "inline" | "blocks". Whitespace collapsed. */
export function htmlToText(html, mode = "inline") {
  let s = html;
  s = s.replace(/<!--[\s\S]*?-->/g, " ");
  s = s.replace(/<(script|style|svg|noscript|template|title|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ");
  // Tags: attribute values may hold '>' inside quotes.
  s = s.replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_m, name) => {
    if (mode === "spaced") return " ";
    if (INLINE.has(name.toLowerCase())) return "";
    return mode === "blocks" ? ` ${BLOCK_MARK} ` : " ";
  });
  s = s.replace(/<!DOCTYPE[^>]*>/gi, " ");
  s = decodeEntities(s);
  return s.replace(/\s+/g, " ").trim();
}

export const collapse = (s) => s.replace(/\s+/g, " ").trim();

/** One line on standard output (the project's lint allows console.error/warn only). */
const say = (line = "") => process.stdout.write(`${line}\n`);

function countOccurrences(hay, needle) {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) n++;
  return n;
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--dump") {
    const mode = args[2] ?? "inline";
    process.stdout.write(`${htmlToText(readFileSync(args[1], "utf8"), mode)}\n`);
    return 0;
  }

  const docs = JSON.parse(readFileSync(join(here, "documents.json"), "utf8"));
  const questions = JSON.parse(readFileSync(join(here, "questions.json"), "utf8"));
  const problems = [];
  const warnings = [];

  const texts = new Map();
  for (const f of docs.files) {
    let html;
    try {
      html = readFileSync(f, "utf8");
    } catch (e) {
      problems.push(
        `cannot read ${f} (${e.code ?? e.message}); install with: apt-get install -y ${docs.package}`,
      );
      continue;
    }
    texts.set(f, {
      spaced: htmlToText(html, "spaced"),
      inline: htmlToText(html, "inline"),
      blocks: htmlToText(html, "blocks"),
    });
  }

  if (!Array.isArray(questions)) problems.push("questions.json is not an array");
  if (questions.length < 48) problems.push(`only ${questions.length} questions (need at least 48)`);

  const ids = new Set();
  const perFile = new Map(docs.files.map((f) => [f, 0]));
  const perDifficulty = { easy: 0, hard: 0 };

  for (const q of questions) {
    const tag = q.id ?? "(no id)";
    for (const k of ["id", "question", "file", "answer", "difficulty"]) {
      if (typeof q[k] !== "string" || q[k].trim() === "") problems.push(`${tag}: missing field ${k}`);
    }
    if (ids.has(q.id)) problems.push(`${tag}: duplicate id`);
    ids.add(q.id);
    if (q.difficulty !== "easy" && q.difficulty !== "hard")
      problems.push(`${tag}: difficulty must be easy or hard`);
    else perDifficulty[q.difficulty]++;
    if (!perFile.has(q.file)) {
      problems.push(`${tag}: file ${q.file} is not in documents.json`);
      continue;
    }
    perFile.set(q.file, perFile.get(q.file) + 1);
    const answer = collapse(q.answer ?? "");
    if (answer !== q.answer) warnings.push(`${tag}: answer has extra whitespace`);
    const words = answer.split(" ").length;
    if (words < 3 || words > 12) problems.push(`${tag}: answer has ${words} words (want 3-12)`);
    const t = texts.get(q.file);
    if (!t) continue;
    const nSpaced = countOccurrences(t.spaced, answer);
    const nInline = countOccurrences(t.inline, answer);
    const nBlocks = countOccurrences(t.blocks, answer);
    const short = q.file.split("/").pop();
    if (nSpaced === 0 || nInline === 0 || nBlocks === 0) {
      problems.push(
        `${tag}: answer not found in ${short} (spaced: ${nSpaced}, inline: ${nInline}, within one block: ${nBlocks}): "${answer}"`,
      );
    } else {
      if (nInline > 3) warnings.push(`${tag}: answer occurs ${nInline} times in ${short}`);
      say(`ok  ${tag.padEnd(4)} ${q.difficulty.padEnd(4)} ${short.padEnd(20)} x${nInline}  "${answer}"`);
    }
  }

  say("");
  say("questions per file:");
  for (const [f, n] of perFile) {
    const t = texts.get(f);
    say(`  ${String(n).padStart(2)}  ${f}${t ? `  (${t.inline.length} chars of text)` : ""}`);
    if (n === 0) problems.push(`no question for ${f}`);
  }
  say(`total ${questions.length} questions: ${perDifficulty.easy} easy, ${perDifficulty.hard} hard`);
  if (perDifficulty.hard * 3 < questions.length)
    problems.push("fewer than a third of the questions are hard");

  for (const w of warnings) say(`warning: ${w}`);
  if (problems.length) {
    for (const p of problems) console.error(`FAIL: ${p}`);
    console.error(`${problems.length} problem(s)`);
    return 1;
  }
  say("all answers found");
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main();
}
