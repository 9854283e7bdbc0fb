// Lines and regular expressions of the offline engine (issue 37 asks to measure them before and after):
// `npx tsx scripts/count-engine.ts [folder…]`. Test files are counted apart. Regexes are counted from
// a small scanner of the source (literals, and `RegExp(…)` calls): strings, templates and comments are
// skipped, and a `/` starts a regex only where an expression may begin. (TypeScript 7 has no JS API.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const keywordsBeforeExpression = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'void',
  'throw',
  'delete',
  'yield',
  'await',
]);

function regexCount(text: string): number {
  let n = 0;
  let i = 0;
  // What came last: an expression's end ('value') or a place where an expression may begin ('operator').
  let last: 'value' | 'operator' = 'operator';
  // Open template literals: the brace depth at which each `${` was opened.
  const templates: number[] = [];
  let depth = 0;
  const skipTemplate = () => {
    // From inside a template's text to its end or to a `${`.
    while (i < text.length) {
      const c = text[i]!;
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        last = 'value';
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        templates.push(depth);
        depth++;
        last = 'operator';
        return;
      } else i++;
    }
  };
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '/' && text[i + 1] === '/')
      i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 2;
    else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
      i++;
      last = 'value';
    } else if (c === '`') {
      i++;
      skipTemplate();
    } else if (c === '/' && last === 'operator') {
      // A regex literal: to its closing slash outside a class, then its flags.
      i++;
      let inClass = false;
      while (i < text.length) {
        const d = text[i]!;
        if (d === '\\') i += 2;
        else if (d === '[') {
          inClass = true;
          i++;
        } else if (d === ']') {
          inClass = false;
          i++;
        } else if (d === '/' && !inClass) break;
        else i++;
      }
      i++;
      while (/[a-z]/.test(text[i] ?? '')) i++;
      n++;
      last = 'value';
    } else if (/[A-Za-z_$0-9]/.test(c)) {
      const word = /^[A-Za-z_$0-9.]+/.exec(text.slice(i, i + 80))![0];
      i += word.length;
      if (word === 'RegExp' && /^\s*\(/.test(text.slice(i, i + 10))) n++;
      last = keywordsBeforeExpression.has(word) ? 'operator' : 'value';
    } else if (c === '{') {
      depth++;
      i++;
      last = 'operator';
    } else if (c === '}') {
      depth--;
      i++;
      if (templates.length && templates.at(-1) === depth) {
        templates.pop();
        skipTemplate();
      } else last = 'operator';
    } else if (c === ')' || c === ']') {
      i++;
      last = 'value';
    } else {
      i++;
      last = 'operator';
    }
  }
  return n;
}

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['src/server/ai/local'];
for (const folder of folders) {
  const totals = { code: { files: 0, lines: 0, regexes: 0 }, tests: { files: 0, lines: 0, regexes: 0 } };
  for (const path of filesUnder(folder)) {
    const text = readFileSync(path, 'utf8');
    const bucket = /\.test\.ts$/.test(path) ? totals.tests : totals.code;
    bucket.files++;
    bucket.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    bucket.regexes += regexCount(text);
  }
  console.log(
    `${folder}: code ${totals.code.files} files, ${totals.code.lines} lines, ${totals.code.regexes} regexes; tests ${totals.tests.files} files, ${totals.tests.lines} lines, ${totals.tests.regexes} regexes`,
  );
}
