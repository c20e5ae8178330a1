import sanitizeHtml from 'sanitize-html';

/** A description's text: blocks become paragraphs, tags go. */
export const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/g, '$&\n\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A line of the writer's text that starts like a heading keeps its "#" as text. */
export const escapeHeadings = (text: string) => text.replace(/^(\s*)#/gm, '$1\\#');
export const unescapeHeadings = (text: string) => text.replace(/^(\s*)\\#/gm, '$1#');
