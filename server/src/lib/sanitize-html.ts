import sanitizeHtml from 'sanitize-html';

/**
 * Tags whose content is dropped along with the tag: executable or embedded content and markup
 * whose text was never meant to be read (a stray `<svg>` or `<style>` must not leak its source).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

const LINK = /^(https?:\/\/|mailto:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
  ],
  // `rel` is listed only so the value forced below survives; whatever the author wrote is replaced.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // Only absolute http(s) and mailto links survive (no relative or protocol-relative ones), and
    // they never get `target`, so the opened page cannot reach back through window.opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(LINK.test(attribs.href ?? '') ? { href: attribs.href } : {}), rel: 'noopener nofollow' },
    }),
  },
};

/** The character description's allow-list (docs/decisions/011-html-sanitising.md): simple formatting and http(s)/mailto links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html.replaceAll('\u0000', ''), options);
}

/** True when the sanitised HTML shows any text at all (an editor's empty `<p><br></p>` shows none). */
export function hasVisibleText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/(?:\s|\u200b|\u200c|\u200d)+/g, ''); // \s covers NBSP and BOM
  return text.length > 0;
}
