import { htmlToText } from './plain-text';

describe('htmlToText', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['<p>One</p><p>Two <strong>bold</strong></p>', 'One\nTwo bold'],
    ['<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['Line<br>break', 'Line\nbreak'],
    [
      'Tom &amp; Jerry &lt;3 &quot;q&quot; &#39;s&#39; &#x41;&nbsp;B',
      'Tom & Jerry <3 "q" \'s\' A B',
    ],
    ['<script>alert(1)</script>Text<style>p{}</style>', 'Text'],
    ['Unknown &bogus; stays', 'Unknown &bogus; stays'],
    ['  spaced \n\n  out  ', 'spaced\nout'],
  ])('%j → %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
