#!/usr/bin/env node
// Writes deploy/nginx/errors/<locale>.html (5xx), <locale>.404.html and <locale>.429.html from
// messages/<locale>.json. Run after editing those texts; scripts/lib/nginx-error-pages.test.ts fails while a shipped page differs.
//
//   node scripts/render-nginx-error-pages.mjs [--check]
//
// --check writes nothing and exits 1 when a shipped page is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ERROR_PAGE_KINDS,
  ERROR_PAGE_LOCALES,
  errorPagePath,
  expectedErrorPage,
} from './lib/nginx-error-pages.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const [locale, kind] of ERROR_PAGE_LOCALES.flatMap((one) =>
  ERROR_PAGE_KINDS.map((each) => [one, each]),
)) {
  const file = errorPagePath(locale, kind);
  const html = expectedErrorPage(locale, kind);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const name = path.relative(process.cwd(), file);
  if (current === html) {
    console.log(`${name}: up to date`);
  } else if (check) {
    console.error(`${name}: differs from messages/${locale}.json`);
    stale += 1;
  } else {
    writeFileSync(file, html);
    console.log(`${name}: written`);
  }
}
if (stale) process.exitCode = 1;
