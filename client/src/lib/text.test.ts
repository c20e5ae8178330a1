import { ACTS, QUESTION_TRUNCATE_AT } from '@three-act/contract/guided-questions';
import { countOf, htmlToText, isHttpUrl, isImageUrl, truncate } from './text';

describe('text helpers', () => {
  it('countOf names one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'report', 'reports')).toBe('1 report');
    expect(countOf(0, 'report', 'reports')).toBe('0 reports');
    expect(countOf(2, 'day', 'days')).toBe('2 days');
    expect(countOf(1234, 'word', 'words')).toBe('1,234 words');
  });

  it('truncate keeps short text whole and cuts long text with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(truncate('x'.repeat(11), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('truncate cuts at a word boundary, never inside a word, and drops a dangling comma', () => {
    expect(truncate('how much time does she have', 10)).toBe('how much…');
    expect(truncate('how much time does she have', 8)).toBe('how much…');
    expect(truncate('where, and with whom', 8)).toBe('where…');
    // Every guided question shown cut ends on a whole word of the question, within its limit.
    for (const question of ACTS.flatMap((act) => act.questions)) {
      const limit = question.truncateAt ?? QUESTION_TRUNCATE_AT;
      const shown = truncate(question.question, limit);
      if (shown === question.question) continue;
      const kept = shown.slice(0, -1);
      expect(kept.length).toBeLessThanOrEqual(limit);
      expect(question.question.startsWith(kept)).toBe(true);
      expect(question.question.charAt(kept.length)).toMatch(/[\s,;:]/);
    }
  });

  it('htmlToText reads the text of HTML, with blocks separated, and runs nothing', () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    expect(htmlToText('<p>One <strong>bold</strong> line</p><ul><li>first</li><li>second</li></ul>')).toBe(
      'One bold line first second',
    );
    expect(htmlToText('a<br>b')).toBe('a b');
    expect(htmlToText('&lt;script&gt; is text &amp; stays')).toBe('<script> is text & stays');
    expect(htmlToText('<img src=x onerror="window.__xss=1">safe')).toBe('safe');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it.each([
    ['https://example.org/a.jpg', true],
    ['https://example.org/a.JPEG', true],
    ['http://example.org/path/a.png', true],
    ['https://example.org/a.gif?size=large', true],
    ['https://example.org/a.webp', false],
    ['https://example.org/a.svg', false],
    ['https://example.org/png', false],
    ['https://example.org/a.png.html', false],
    ['', false],
  ])('isImageUrl(%j) is %s (the photo preview rule)', (url, expected) => {
    expect(isImageUrl(url)).toBe(expected);
  });

  it('isHttpUrl accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.org')).toBe(true);
    expect(isHttpUrl('http://example.org/x')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.org')).toBe(false);
    expect(isHttpUrl('ftp://example.org')).toBe(false);
  });
});
