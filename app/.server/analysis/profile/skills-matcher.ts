// A token trie over the skill aliases: one left-to-right pass over the text's tokens, longest match first, with
// the alias's restrictions (case, list item, year) checked on the spot. No regular expression per skill.
import { ALIAS_FLAGS, type SkillAlias } from "~/.server/analysis/knowledge";
import { tokenize } from "./skills-tokenize";
import { allMatches } from "./regex";

type Entry = { skill: number; flags: number; surface?: string; order: number };
type Node = { next?: Map<string, Node>; entries?: Entry[] };

/** A match: the skill, where, which alias (index in the lexicon's list) and whether it stood as a whole list item. */
export type RawMention = { skill: number; alias: number; start: number; end: number; listItem: boolean };

export type SkillMatcher = { match(text: string): RawMention[] };

const SOFT_JOINERS = new Set(["and", "or", "&", "as", "well", "including", "like", "with", "etc"]);
const VERSIONISH = /^(\d[\d.x+]*[a-z]?|v\d+[\d.]*|xp|vista|nt|me|se|ee|pro|professional|enterprise|standard|suite|server|\d+(st|nd|rd|th)|[ivx]{1,4})$/;
const YEAR = /^(19|20)\d\d$/;

export function createSkillMatcher(aliases: SkillAlias[]): SkillMatcher {
  const root: Node = {};
  aliases.forEach((a, order) => {
    let node = root;
    for (const part of a.key.split(" ")) {
      node.next ??= new Map();
      let child = node.next.get(part);
      if (!child) node.next.set(part, (child = {}));
      node = child;
    }
    (node.entries ??= []).push({ skill: a.skill, flags: a.flags, surface: a.surface, order });
  });
  return { match: (text) => matchText(root, text) };
}

/** Characters between two tokens that keep them in one phrase ("Node.js", "TCP/IP", "Microsoft Excel"). */
function tightGap(text: string, from: number, to: number): boolean {
  const len = to - from;
  if (len === 0) return true;
  if (len > 3) return false;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c !== " " && c !== "." && c !== "-" && c !== "/" && c !== "_" && c !== "&" && c !== "'") return false;
  }
  // Two or more spaces stand for a line break in flattened texts.
  return !text.slice(from, to).includes("  ");
}

/** Whether the characters between two tokens separate list items ("Java, C++", "•", a line break, ":"). */
function delimiterGap(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  const gap = text.slice(from, to);
  if (/[,;|:()[\]{}\n\r\t/\\•·*]/.test(gap)) return true;
  if (gap.includes("  ")) return true;
  if (/(^|\s)[-–—](\s|$)/.test(gap)) return true;
  if (/\.(\s|$)/.test(gap)) return true;
  // Any other non-ASCII symbol between words is a bullet or a dash.
  for (let i = 0; i < gap.length; i++) if (gap.charCodeAt(i) > 127 && !/\s/.test(gap[i]!)) return true;
  return false;
}

function matchText(root: Node, text: string): RawMention[] {
  const tokens = tokenize(text);
  const skip = urlMask(text);
  const out: RawMention[] = [];
  const n = tokens.length;

  const leftBoundary = (i: number) => {
    if (i === 0) return true;
    const prev = tokens[i - 1]!;
    return delimiterGap(text, prev.end, tokens[i]!.start) || SOFT_JOINERS.has(prev.key);
  };
  const rightBoundary = (j: number) => {
    // Versions and editions may follow the item: "Windows XP,", "Oracle 10g;", "Excel 2010 -".
    let k = j;
    for (let v = 0; v < 2 && k + 1 < n && tightGap(text, tokens[k]!.end, tokens[k + 1]!.start) && VERSIONISH.test(tokens[k + 1]!.key); v++) k++;
    if (k === n - 1) return true;
    const next = tokens[k + 1]!;
    return delimiterGap(text, tokens[k]!.end, next.start) || SOFT_JOINERS.has(next.key);
  };

  const accept = (e: Entry, i: number, j: number): boolean => {
    const first = tokens[i]!;
    if (e.flags & ALIAS_FLAGS.CASE && e.surface !== undefined) {
      const written = text.slice(first.start, tokens[j]!.end).replace(/\s+/g, " ");
      if (written !== e.surface) return false;
    }
    if (e.flags & ALIAS_FLAGS.CAP && !first.cap && !first.upper) return false;
    // "Spring term 2022", "Fall semester 2021": a school's term is a season too (review 67).
    if (e.flags & ALIAS_FLAGS.NOYEAR && j + 1 < n && (YEAR.test(tokens[j + 1]!.key) || (/^(?:term|semester|quarter)$/.test(tokens[j + 1]!.key) && j + 2 < n && YEAR.test(tokens[j + 2]!.key)))) return false;
    if (e.flags & ALIAS_FLAGS.LIST && !(leftBoundary(i) && rightBoundary(j))) return false;
    // "No. IE.66.55589": letters inside a dotted number name no product (review 69).
    // A version after a number goes on ("SQL Server 7.0").
    if ((/\p{L}$/u.test(tokens[j]!.key) && /^\.\d/.test(text.slice(tokens[j]!.end, tokens[j]!.end + 2))) || /\d\.$/.test(text.slice(Math.max(0, first.start - 2), first.start))) return false;
    // "Reg. No. IE 20345": a registration's letters before its serial number (five digits or more; not a year).
    if (i === j && /^[A-Z]{2,3}$/.test(text.slice(first.start, first.end)) && /^ \d{5,}\b/.test(text.slice(first.end, first.end + 12))) return false;
    return true;
  };

  let i = 0;
  while (i < n) {
    const t = tokens[i]!;
    if (skip && skip(t.start)) {
      i++;
      continue;
    }
    // Candidate ends, longest first: trie walk over tightly joined tokens.
    const candidates: { j: number; entries: Entry[] }[] = [];
    let node: Node | undefined = root.next?.get(t.key);
    let j = i;
    while (node) {
      if (node.entries) candidates.push({ j, entries: node.entries });
      if (j + 1 >= n || !node.next || !tightGap(text, tokens[j]!.end, tokens[j + 1]!.start)) break;
      node = node.next.get(tokens[j + 1]!.key);
      j++;
    }
    // Words written apart that a name writes together: "Power Point", "Java Script", "Web Logic".
    for (let k = 1; k <= 2 && i + k < n; k++) {
      if (!tightGap(text, tokens[i + k - 1]!.end, tokens[i + k]!.start)) break;
      let joined = "";
      for (let m = i; m <= i + k; m++) joined += tokens[m]!.key;
      const hit = root.next?.get(joined);
      if (hit?.entries && joined.length >= 6 && (t.cap || t.upper)) candidates.push({ j: i + k, entries: hit.entries });
    }
    candidates.sort((a, b) => b.j - a.j);
    let matched = false;
    for (const c of candidates) {
      const e = c.entries.find((x) => accept(x, i, c.j));
      if (!e) continue;
      out.push({ skill: e.skill, alias: e.order, start: t.start, end: tokens[c.j]!.end, listItem: leftBoundary(i) && rightBoundary(c.j) });
      i = c.j + 1;
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  return out;
}

/** Offsets inside URLs and e-mail addresses, where words are not skills ("linkedin.com/in/..."). */
function urlMask(text: string): ((offset: number) => boolean) | null {
  const spans: [number, number][] = [];
  for (const m of allMatches(/\b(?:https?:\/\/|www\.)\S{1,2000}|(?<![^\s<(\[,;:])[^\s@<(\[,;:]{1,64}@[^\s@]{1,253}\.[A-Za-z]{2,24}/g, text)) spans.push([m.index!, m.index! + m[0].length]);
  if (!spans.length) return null;
  return (offset) => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const [s, e] = spans[mid]!;
      if (offset < s) hi = mid - 1;
      else if (offset >= e) lo = mid + 1;
      else return true;
    }
    return false;
  };
}

