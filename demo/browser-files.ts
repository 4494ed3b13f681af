import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape';
import { EMAIL_MAX, NAME_MAX, NAME_MIN } from './registration';
import type { Form } from './wire-types';

/**
 * The demo's browser code, as the demo routes serve it. It lives as real files in
 * `demo/browser/` (type-checked `// @ts-check` scripts, HTML pages, CSS, JSON), read from
 * disk once per process and put together here, so each shared piece has one source:
 *
 * - `// @demo-include name.js` on a line of its own becomes that script's text (the
 *   parent-side `frame-listener.js` and the frames' `frame-messaging.js` go inside each
 *   script's own function scope, exactly as if they had been written there);
 * - a `@demo-inline name.css` block comment and the empty string after it become the
 *   stylesheet as a string literal; `@demo-inline name.json` and the `{}` after it, the JSON
 *   value (the theme accents);
 * - in a page, `{{NAME}}` is a value from the server (the registration limits, a form's title)
 *   and `<script src="name.js"></script>` becomes that script, inline.
 *
 * Paths are relative to the project root (`process.cwd()`), where the demo server runs.
 */

function browserDir(): string {
  return path.join(process.cwd(), 'demo', 'browser');
}

const sources = new Map<string, string>();
const built = new Map<string, string>();

/** A file of demo/browser, read once. Names come from this module and the files only. */
function source(name: string): string {
  if (!/^[a-z0-9-]+\.(?:js|html|css|json)$/.test(name)) {
    throw new Error(`demo/browser: not a demo browser file: ${name}`);
  }
  let text = sources.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(browserDir(), name), 'utf8');
    sources.set(name, text);
  }
  return text;
}

function once(key: string, build: () => string): string {
  let text = built.get(key);
  if (text === undefined) {
    text = build();
    built.set(key, text);
  }
  return text;
}

/** Lines for the type checker and the linter only: `// @ts-check`, `global` and `exported`. */
const TOOL_DIRECTIVES = /^(?:\/\/ @ts-check|\/\* (?:global|exported) [^*\n]*\*\/)\n/gm;
const INCLUDE = /^([ \t]*)\/\/ @demo-include (\S+)[ \t]*$/gm;
const INLINE = /\/\* @demo-inline (\S+) \*\/ (?:''|\{\})/g;

function inlineValue(name: string): string {
  const text = source(name);
  if (name.endsWith('.css')) return JSON.stringify(text);
  if (name.endsWith('.json')) return JSON.stringify(JSON.parse(text) as unknown);
  throw new Error(`demo/browser: @demo-inline takes a .css or .json file: ${name}`);
}

/** A script with its `@demo-include`s and `@demo-inline`s resolved. */
function script(name: string, including: readonly string[] = []): string {
  if (!name.endsWith('.js')) throw new Error(`demo/browser: not a script: ${name}`);
  if (including.includes(name)) {
    throw new Error(`demo/browser: ${[...including, name].join(' → ')} includes itself`);
  }
  return source(name)
    .replace(TOOL_DIRECTIVES, '')
    .replace(INCLUDE, (_line, indent: string, included: string) =>
      script(included, [...including, name])
        .trimEnd()
        .split('\n')
        .map((line) => (line ? indent + line : line))
        .join('\n'),
    )
    .replace(INLINE, (_comment, inlined: string) => inlineValue(inlined));
}

/** `{{NAME}}` → `values.NAME` in one pass (an inserted value is never scanned again). */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`demo/browser: no value for {{${key}}}`);
    return value;
  });
}

/** Each `<script src="name.js"></script>` of a page becomes that script, inline. */
function inlineScripts(html: string): string {
  return html.replace(/<script src="([a-z0-9-]+\.js)"><\/script>/g, (_tag, name: string) => {
    const code = script(name);
    if (/<\/script|<!--/i.test(code)) {
      throw new Error(`demo/browser: ${name} cannot be inlined into a <script> element`);
    }
    return `<script>\n${code}</script>`;
  });
}

function page(name: string, values: Readonly<Record<string, string>> = {}): string {
  if (!name.endsWith('.html')) throw new Error(`demo/browser: not a page: ${name}`);
  return inlineScripts(fill(source(name), values));
}

/** The player frame page (`PLAYER_URL/?hash=…`, `/demo/player`). */
export function demoPlayerPage(): string {
  return once('player.html', () => page('player.html'));
}

/** `PLAYER_URL/frame.js`: defines `window.initPlayerFrame`. */
export function demoPlayerFrameScript(): string {
  return once('player-frame.js', () => script('player-frame.js'));
}

/** The registration widget page the registration frame loads (`/demo/widgets/registration`). */
export function demoRegistrationPage(): string {
  return once('registration.html', () =>
    page('registration.html', {
      NAME_MIN: String(NAME_MIN),
      NAME_MAX: String(NAME_MAX),
      EMAIL_MAX: String(EMAIL_MAX),
    }),
  );
}

/** `WIDGETS_URL/registration.js`: defines `window.addRegistrationWidget`. */
export function demoRegistrationWidgetScript(): string {
  return once('registration-widget.js', () => script('registration-widget.js'));
}

/** `WIDGETS_URL/event-widget.js`: defines `window.EventWidget.mount`. */
export function demoEventWidgetScript(): string {
  return once('event-widget.js', () => script('event-widget.js'));
}

/**
 * The respondent page behind a demo form's `url` (where its QR code leads). Answers are not
 * stored: the page only shows what a respondent would see.
 */
export function renderFormPage(form: Form | undefined): string {
  let content: string;
  if (!form) {
    content = '<p>Проверьте ссылку: такой формы нет.</p>';
  } else if (!form.isPublished) {
    content = '<p role="status">Форма ещё не опубликована. Загляните позже.</p>';
  } else {
    content = once('form-page-form.html', () => page('form-page-form.html').trimEnd());
  }
  // No script of its own, so the template is the file itself.
  return fill(source('form-page.html'), {
    TITLE: escapeHtml(form ? form.title : 'Форма не найдена'),
    CONTENT: content,
  });
}
