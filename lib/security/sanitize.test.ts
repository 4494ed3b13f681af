import { htmlToPlainText, sanitizeHtml, sanitizeRichText } from './sanitize';

/** Nothing executable may survive, whatever else the output holds. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<svg|<math|<object|<embed|<form|<xmp/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeHtml: allowed markup', () => {
  it('keeps the formatting allowlist', () => {
    const html =
      '<h2>T</h2><h3>S</h3><h4>s</h4><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <span>x</span> <code>c</code></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre>p</pre><hr /><p>a<br />b</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('shifts headings into h2–h4 under the page h1', () => {
    expect(sanitizeHtml('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });

  it('unwraps tags outside the allowlist but keeps their text', () => {
    expect(
      sanitizeHtml('<div><font color="red">x</font><table><tr><td>y</td></tr></table></div>'),
    ).toBe('xy');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });

  it('keeps text entities escaped', () => {
    expect(sanitizeHtml('<p>a &amp; b &lt;i&gt; 1 < 2</p>')).toBe(
      '<p>a &amp; b &lt;i&gt; 1 &lt; 2</p>',
    );
  });
});

describe('sanitizeHtml: links', () => {
  it('opens http(s) links in a new tab without opener or referrer', () => {
    expect(
      sanitizeHtml(
        '<a href="https://ok.example/a b?x=1&y=2" target="_self" rel="opener" title="T">ok</a>',
      ),
    ).toBe(
      '<a href="https://ok.example/a%20b?x=1&amp;y=2" target="_blank" rel="noopener noreferrer" title="T">ok</a>',
    );
    expect(sanitizeHtml('<a href="HTTP://OK.EXAMPLE">x</a>')).toBe(
      '<a href="http://ok.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps mailto and tel links without a target', () => {
    expect(sanitizeHtml('<a href="mailto:team@ok.example" target="_blank">m</a>')).toBe(
      '<a href="mailto:team@ok.example">m</a>',
    );
    expect(sanitizeHtml('<a href="tel:+7 (999) 123-45-67">t</a>')).toBe(
      '<a href="tel:+79991234567">t</a>',
    );
  });

  it.each([
    ['javascript', '<a href="javascript:alert(1)">x</a>'],
    ['upper case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded letter', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entity tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['raw newline', '<a href="java\nscript:alert(1)">x</a>'],
    ['named entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['leading control char', '<a href="&#1;javascript:alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['relative', '<a href="/admin">x</a>'],
    ['protocol-relative', '<a href="//evil.example">x</a>'],
    ['backslash host', '<a href="/\\evil.example">x</a>'],
    ['fragment', '<a href="#top">x</a>'],
    ['mailto with markup', '<a href="mailto:a@b.c?body=<script>">x</a>'],
    ['tel with letters', '<a href="tel:call-me">x</a>'],
  ])('turns a %s link into text', (_name, html) => {
    const out = sanitizeHtml(html);
    expect(out).toBe('<span>x</span>');
    expectInert(out);
  });
});

describe('sanitizeHtml: images', () => {
  it('keeps http(s) images with safe attributes only', () => {
    expect(
      sanitizeHtml(
        '<img src="https://cdn.ok.example/a.png" alt="A" width="100" height="50px" style="x" onerror="alert(1)" srcset="javascript:alert(1) 2x" class="c">',
      ),
    ).toBe('<img src="https://cdn.ok.example/a.png" alt="A" width="100" />');
  });

  it('gives an image without alt an empty one', () => {
    expect(sanitizeHtml('<img src="https://cdn.ok.example/a.png">')).toBe(
      '<img src="https://cdn.ok.example/a.png" alt="" />',
    );
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/png;base64,AAAA">',
    '<img src="//evil.example/x.png">',
    '<img src="/local.png">',
    '<img>',
    '<IMG SRC=JaVaScRiPt:alert(1)>',
  ])('drops %s', (html) => {
    expect(sanitizeHtml(html)).toBe('');
  });
});

describe('sanitizeHtml: hostile input', () => {
  it.each([
    ['script', '<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    [
      'script with odd casing and attributes',
      '<ScRiPt src="https://evil.example/x.js"></sCrIpT>ok',
      'ok',
    ],
    ['svg onload', '<svg onload=alert(1)><circle /></svg>ok', 'ok'],
    ['svg script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>ok', 'ok'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover=alert(1)>ok</p>', '<p>ok</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    [
      'object/embed',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">ok',
      'ok',
    ],
    [
      'form',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">ok</button></form>',
      'ok',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['base', '<base href="javascript:alert(1)//">ok', 'ok'],
    ['xmp parser differential', '<xmp><img src=x onerror=alert(1)></xmp>ok', 'ok'],
    [
      'noscript parser differential',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">ok',
      '',
    ],
    ['textarea differential', '<textarea><img src=x onerror=alert(1)></textarea>ok', 'ok'],
    ['svg textarea', '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>ok', 'ok'],
    ['mglyph mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['noembed', '<noembed><img src=x onerror=alert(1)></noembed>ok', 'ok'],
    ['template', '<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['title', '<title><img src=x onerror=alert(1)></title>ok', 'ok'],
    ['plain comment', '<!-- <img src=x onerror=alert(1)> -->ok', 'ok'],
  ])('%s', (_name, html, expected) => {
    const out = sanitizeHtml(html);
    expect(out).toBe(expected);
    expectInert(out);
  });

  it('leaves nested comments as inert text', () => {
    const out = sanitizeHtml('<!-- <!-- nested --> <img src=x onerror=alert(1)> -->ok');
    expect(out).toBe('--&gt;ok');
    expectInert(out);
  });

  it('escapes attribute breakouts', () => {
    const out = sanitizeHtml(
      '<a href="https://ok.example/" title="x&quot; onmouseover=&quot;alert(1)">x</a>',
    );
    expect(out).toContain('title="x&quot; onmouseover=&quot;alert(1)"');
    expect(out).not.toMatch(/"\s+onmouseover=/);
  });

  it('handles unclosed and misnested markup', () => {
    const out = sanitizeHtml('<p><b>bold <i>both</b> tail<a href="https://ok.example">link');
    expectInert(out);
    expect(out).toContain('bold');
    expect(out).toContain('href="https://ok.example/"');
  });
});

describe('htmlToPlainText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToPlainText(
        '<p>Tom &amp; Jerry &lt;3</p>\n\n<p>&quot;Quoted&quot;&nbsp;&#8212; <b>bold</b></p>',
      ),
    ).toBe('Tom & Jerry <3 "Quoted" — bold');
  });

  it('separates blocks and line breaks with spaces', () => {
    expect(htmlToPlainText('<h2>Title</h2><p>One</p><ul><li>a</li><li>b</li></ul>x<br>y')).toBe(
      'Title One a b x y',
    );
    expect(htmlToPlainText('<b>Hel</b>lo')).toBe('Hello');
  });

  it('drops script and style content', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style><p>ok</p>')).toBe('ok');
  });

  it('is empty for empty input', () => {
    expect(htmlToPlainText(undefined)).toBe('');
    expect(htmlToPlainText('<p> </p>')).toBe('');
  });

  it('truncates on a word boundary with an ellipsis within maxLength', () => {
    const text = 'Annual conference about the future of online events and hybrid formats';
    const short = htmlToPlainText(`<p>${text}</p>`, 30);
    expect(short).toBe('Annual conference about the…');
    expect(short.length).toBeLessThanOrEqual(30);
  });

  it('does not leave trailing punctuation before the ellipsis', () => {
    expect(htmlToPlainText('One, two, three, four', 10)).toBe('One, two…');
  });

  it('keeps text that fits', () => {
    expect(htmlToPlainText('Short text', 10)).toBe('Short text');
    expect(htmlToPlainText('Short text', 200)).toBe('Short text');
  });

  it('cuts a single long word mid-word', () => {
    expect(htmlToPlainText('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });

  it('cuts mid-word rather than losing most of the text', () => {
    expect(htmlToPlainText('A Supercalifragilisticexpialidocious', 12)).toBe('A Supercali…');
  });

  it('handles tiny limits', () => {
    expect(htmlToPlainText('Hello', 1)).toBe('H');
    expect(htmlToPlainText('Hello', 0)).toBe('');
  });
});

describe('sanitizeRichText', () => {
  it('keeps readable HTML and image-only HTML', () => {
    expect(sanitizeRichText('<p>a <b>b</b></p>')).toBe('<p>a <b>b</b></p>');
    expect(sanitizeRichText('<p><img src="https://cdn.example/a.png" alt="A"></p>')).toContain(
      '<img',
    );
  });

  it('is empty when nothing readable is left', () => {
    for (const html of [
      undefined,
      '',
      '<p> </p><br>',
      '<script>alert(1)</script>',
      '<img src=x>',
    ]) {
      expect(sanitizeRichText(html)).toBe('');
    }
  });
});

describe('sanitizeHtml: remembered outputs', () => {
  it('answers a repeated input with the same output without a second parse', () => {
    const html = `<p>memo ${Math.random()}</p><script>alert(1)</script>`;
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(first).toMatch(/^<p>memo [\d.]+<\/p>$/);
  });

  it('stays correct past the memo bound (oldest entries are evicted, not served stale)', () => {
    for (let index = 0; index < 1200; index += 1) {
      expect(sanitizeHtml(`<b onclick="x">${index}</b>`)).toBe(`<b>${index}</b>`);
    }
    expect(sanitizeHtml('<b onclick="x">0</b>')).toBe('<b>0</b>');
  });
});
