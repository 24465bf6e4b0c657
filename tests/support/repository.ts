/**
 * What the repository-hygiene tests read: the repository's own files, the comments of its code and the names those
 * comments and its docs give (files, ADR numbers, docs/product.md sections). Pure functions over {path, text}, so the
 * tests can plant a broken name and see it found.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RepoFile {
  path: string;
  text: string;
}

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|sh|yml|yaml|txt|csv)$|(^|\/)(run|\.gitignore)$/;
/** Folders that are made, never written: a copy of the repository without .git is walked without them. */
const MADE = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', '.artifacts']);

/** The repository's files: git's list where there is one, else the tree less what builds and tests make. */
export function repositoryPaths(root = ROOT): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\0')
      .filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        if (MADE.has(name) || name.startsWith('dist-') || name.startsWith('test-results-')) continue;
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

export function readRepository(root = ROOT): RepoFile[] {
  return repositoryPaths(root)
    .filter((p) => TEXT.test(p) && !p.startsWith('tests/fixtures/') && p !== 'package-lock.json')
    .map((p) => ({ path: p, text: readFileSync(path.join(root, p), 'utf8') }));
}

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

/** The comments of a code file, exactly (the TypeScript parser's comment ranges, so strings and regexes are not comments). */
export function commentsOf(file: RepoFile): string[] {
  if (!CODE.test(file.path)) return [];
  const kind = file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, file.text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(file.text, node.pos));
    take(ts.getTrailingCommentRanges(file.text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(file.text, source.endOfFileToken.pos));
  return [...seen.values()];
}

/** The prose of a file a reader follows: a doc's whole text, a code file's comments. */
export function proseOf(file: RepoFile): string {
  return file.path.endsWith('.md') ? file.text : commentsOf(file).join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Names that must stay true

export interface BrokenName {
  file: string;
  name: string;
  why: string;
}

const TOP = '(?:core|server|src|sw|tests|e2e|docs|scripts|bench|locales|public|\\.ci)';
/** A repository-relative path: a top folder, then segments; stops before a placeholder or a glob. */
const REPO_PATH = new RegExp(`(?<![\\w./@~-])${TOP}/[\\w.\\-/<>{}*…$]*[\\w>}*]`, 'g');
/** `src/features/<f>/`, `tests/picks-*.test.ts`, `avatar-NN.svg`: a pattern, not a name. */
const PLACEHOLDER = /[<{*…$]|\bN{2,}\b|\bX{2,}\b/;

function exists(known: Set<string>, dirs: Set<string>, p: string): boolean {
  const clean = p.replace(/\/+$/, '');
  if (known.has(clean) || dirs.has(clean)) return true;
  // `core/rules/wallet.planEntryFeeSpend`: a module and one of its exports
  const module = /^(.*\/[\w-]+)\.[a-z]\w*$/i.exec(clean)?.[1];
  if (module && module !== clean && exists(known, dirs, module)) return true;
  // a module named as it is imported: without its extension, or its folder's index
  return ['.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'].some((ext) => known.has(clean + ext));
}

function folderSet(paths: string[]): Set<string> {
  const dirs = new Set<string>();
  for (const p of paths) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i += 1) dirs.add(parts.slice(0, i).join('/'));
  }
  return dirs;
}

/** The numbered sections of docs/product.md: "## 4. States" gives 4, "### 10.2 Feeds" gives 10.2. */
export function productSections(productText: string): Set<string> {
  const out = new Set<string>();
  for (const m of productText.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)) out.add(m[1]!);
  return out;
}

/** ADR numbers that exist: docs/decisions/NNN-*.md. */
export function adrNumbers(paths: string[]): Set<number> {
  const out = new Set<number>();
  for (const p of paths) {
    const m = /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(p);
    if (m) out.add(Number(m[1]));
  }
  return out;
}

/** "ADR 005", "ADR 005/007", "ADRs 014 and 015", "ADR 001–016": every number named. */
function adrRefs(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\bADRs? (\d{3}(?:(?:\/|–|-|, | and )\d{3})*)/g)) {
    for (const n of m[1]!.split(/\/|–|-|, | and /)) out.push(Number(n));
  }
  return out;
}

/** "docs/product.md §4", "docs/product.md §1–§4, §7", "docs/product.md §10.2": every section named. */
function productRefs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/docs\/product\.md §(\d+(?:\.\d+)*)((?:\s*(?:–|-|,|and)\s*§\d+(?:\.\d+)*)*)/g)) {
    out.push(m[1]!);
    for (const more of m[2]!.matchAll(/§(\d+(?:\.\d+)*)/g)) out.push(more[1]!);
  }
  return out;
}

/** Link targets of a Markdown file that point into the repository, resolved from the file's folder. */
function markdownTargets(file: RepoFile): string[] {
  const out: string[] = [];
  for (const m of file.text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:/i.test(target)) continue;
    out.push(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), target)));
  }
  return out;
}

/**
 * Every name that points nowhere: a repository path in a doc's code spans and links or in a code comment, an ADR
 * number, a docs/product.md section. `allowed` maps a file to the names it may keep (an ADR telling what was removed).
 */
export function brokenNames(files: RepoFile[], allPaths: string[], allowed: Record<string, string[]> = {}): BrokenName[] {
  const known = new Set(allPaths);
  const dirs = folderSet(allPaths);
  const adrs = adrNumbers(allPaths);
  const product = files.find((f) => f.path === 'docs/product.md');
  const sections = productSections(product?.text ?? '');
  const broken: BrokenName[] = [];
  for (const file of files) {
    if (!file.path.endsWith('.md') && !CODE.test(file.path)) continue;
    const prose = proseOf(file);
    const mayKeep = new Set(allowed[file.path] ?? []);
    const paths = new Set<string>();
    if (file.path.endsWith('.md')) {
      for (const span of prose.matchAll(/`([^`\n]+)`/g)) for (const m of span[1]!.matchAll(REPO_PATH)) paths.add(m[0]);
      for (const target of markdownTargets(file)) paths.add(target);
    } else {
      for (const m of prose.matchAll(REPO_PATH)) paths.add(m[0]);
    }
    for (const p of paths) {
      if (PLACEHOLDER.test(p) || mayKeep.has(p)) continue;
      if (!exists(known, dirs, p)) broken.push({ file: file.path, name: p, why: 'no such file or folder' });
    }
    for (const n of adrRefs(prose)) {
      if (!adrs.has(n)) broken.push({ file: file.path, name: `ADR ${String(n).padStart(3, '0')}`, why: 'no such ADR' });
    }
    for (const s of productRefs(prose)) {
      if (!sections.has(s)) broken.push({ file: file.path, name: `docs/product.md §${s}`, why: 'no such section' });
    }
  }
  return broken;
}

// ---------------------------------------------------------------------------------------------------------------
// Nothing outside the repository

export interface Escape {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** The sibling folder a fresh clone does not have; spelt in two parts so this file does not name it. */
export const OUTSIDE_FOLDER = ['..', 'shared'].join('/');

const LITERAL = String.raw`'([^'\n]*)'|"([^"\n]*)"`;
/** path.resolve / path.join / join / resolve (import.meta.dirname | __dirname, '…', …) */
const FROM_DIR = new RegExp(String.raw`\b(?:path\.)?(?:resolve|join)\(\s*(?:import\.meta\.dirname|__dirname)\s*((?:,\s*(?:${LITERAL})\s*)+)\)`, 'g');
/** new URL('…', import.meta.url) */
const FROM_URL = new RegExp(String.raw`new URL\(\s*(?:${LITERAL})\s*,\s*import\.meta\.url\s*\)`, 'g');
/** path.resolve('…') alone: relative to the working directory, which the tests run from the root */
const FROM_CWD = new RegExp(String.raw`\bpath\.resolve\(\s*(?:${LITERAL})\s*\)`, 'g');

function literals(list: string): string[] {
  return [...list.matchAll(new RegExp(LITERAL, 'g'))].map((m) => m[1] ?? m[2] ?? '');
}

function outside(resolved: string): boolean {
  return resolved === '..' || resolved.startsWith('../') || path.posix.isAbsolute(resolved);
}

/** Every line that names the sibling folder, and every file path built in code that resolves outside the root. */
export function escapes(files: RepoFile[]): Escape[] {
  const found: Escape[] = [];
  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((text, i) => {
      if (text.includes(OUTSIDE_FOLDER)) found.push({ file: file.path, line: i + 1, text: text.trim(), why: `names ${OUTSIDE_FOLDER}` });
    });
    if (!CODE.test(file.path)) continue;
    const dir = path.posix.dirname(file.path);
    const check = (index: number, resolved: string, why: string) => {
      if (!outside(resolved)) return;
      const line = file.text.slice(0, index).split('\n').length;
      found.push({ file: file.path, line, text: lines[line - 1]!.trim(), why });
    };
    for (const m of file.text.matchAll(FROM_DIR)) {
      check(m.index!, path.posix.normalize(path.posix.join(dir, ...literals(m[1]!))), 'a path from the file’s folder leaves the repository');
    }
    for (const m of file.text.matchAll(FROM_URL)) {
      const rel = m[1] ?? m[2] ?? '';
      if (/^[a-z]+:/i.test(rel)) continue;
      check(m.index!, path.posix.normalize(path.posix.join(dir, rel)), 'a URL from the file’s folder leaves the repository');
    }
    for (const m of file.text.matchAll(FROM_CWD)) {
      const rel = m[1] ?? m[2] ?? '';
      check(m.index!, path.posix.normalize(rel), 'a path from the working directory leaves the repository');
    }
  }
  return found;
}
