const plural = new Intl.PluralRules('en');

/** "1 report", "1,234 reports": a count and its noun by the language's plural rules. */
export const countOf = (count: number, one: string, other: string) =>
  `${count.toLocaleString('en')} ${plural.select(count) === 'one' ? one : other}`;

/**
 * Cuts `text` to at most `max` characters at a word boundary ("how much…", never "how much t…")
 * and adds `ellipsis`; shorter text is returned whole. A single word longer than `max` is cut inside.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const whole = /\s/.test(text.charAt(max)) ? head : head.replace(/\s+\S*$/, '');
  return `${(whole.trim() ? whole : head).trimEnd().replace(/[,;:–—-]+$/, '')}${ellipsis}`;
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, div';

/**
 * The readable text of an HTML fragment, with blocks and line breaks turned into spaces.
 * DOMParser builds an inert document: nothing in it runs or loads, and nothing is inserted into the page.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll('br').forEach((br) => br.replaceWith(' '));
  doc.body.querySelectorAll(BLOCKS).forEach((block) => block.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** True when a URL's path ends in an image extension we preview: jpeg, jpg, gif or png (docs/product.md#characters). */
export function isImageUrl(url: string): boolean {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return /\.(jpe?g|gif|png)$/i.test(path);
}

/** True for absolute http(s) URLs, the only links the app accepts. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
