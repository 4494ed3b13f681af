import fs from 'node:fs';
import {
  demoEventWidgetScript,
  demoPlayerFrameScript,
  demoPlayerPage,
  demoRegistrationPage,
  demoRegistrationWidgetScript,
  renderFormPage,
} from './browser-files';
import { EMAIL_MAX, NAME_MAX, NAME_MIN } from './registration';

/** What the demo routes serve, put together from demo/browser (the behaviour: browser.test.ts). */

const SCRIPTS = {
  'frame.js': demoPlayerFrameScript,
  'registration.js': demoRegistrationWidgetScript,
  'event-widget.js': demoEventWidgetScript,
};
const PAGES = {
  player: demoPlayerPage,
  registration: demoRegistrationPage,
  form: () => renderFormPage({ id: 'f', title: 'Форма', isPublished: true, url: 'https://x' }),
};

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/** Throws a SyntaxError unless `code` parses as a script. */
function parse(code: string): void {
  new Function(code);
}

describe('demo browser files as served', () => {
  it('leave no build markers, placeholders or tool directives, and parse', () => {
    const served = [
      ...Object.values(SCRIPTS).map((script) => script()),
      ...Object.values(PAGES).flatMap((page) => inlineScripts(page())),
    ];
    expect(served).toHaveLength(6);
    for (const code of served) {
      expect(code).not.toMatch(
        /@demo-include|@demo-inline|@ts-check|\{\{[A-Z_]+\}\}|^\s*\/\* (?:global|exported) /m,
      );
      expect(() => parse(code)).not.toThrow();
    }
    for (const page of Object.values(PAGES)) {
      expect(page()).not.toMatch(/\{\{[A-Z_]+\}\}|<script src=/);
    }
  });

  it('put each shared piece inside the script that includes it', () => {
    for (const code of [demoPlayerFrameScript(), demoRegistrationWidgetScript()]) {
      expect(code).toMatch(/\n {2}function followFrameHeight\(iframe, source\) \{/);
    }
    for (const html of [demoPlayerPage(), demoRegistrationPage()]) {
      expect(inlineScripts(html)[0]).toMatch(/\n {2}function startResizeReports\(source\) \{/);
    }
    for (const code of [demoEventWidgetScript(), inlineScripts(demoPlayerPage())[0]]) {
      expect(code).toContain('var ACCENTS = {"default":"#559CD6",');
    }
    expect(demoEventWidgetScript()).toMatch(/var CSS = ".*\.dew \{\\n/);
  });

  it('give the registration form the server limits', () => {
    const html = demoRegistrationPage();
    expect(html).toContain(`maxlength="${NAME_MAX}"`);
    expect(html).toContain(`data-min-length="${NAME_MIN}"`);
    expect(html).toContain(`maxlength="${EMAIL_MAX}"`);
  });

  it('escape a form title and never read it as a placeholder', () => {
    const html = renderFormPage({
      id: 'f',
      title: '<b>{{CONTENT}}</b>',
      isPublished: false,
      url: 'https://x',
    });
    expect(html).toContain('<h1>&lt;b&gt;{{CONTENT}}&lt;/b&gt;</h1>');
    expect(html).toContain('<title>&lt;b&gt;{{CONTENT}}&lt;/b&gt;</title>');
    expect(html).toContain('Форма ещё не опубликована');
    expect(html).not.toContain('<form');
  });

  it('read the files once per process', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      const first = [demoPlayerPage(), demoEventWidgetScript(), renderFormPage(undefined)];
      read.mockClear();
      expect([demoPlayerPage(), demoEventWidgetScript(), renderFormPage(undefined)]).toEqual(first);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});
