import { htmlToText } from '../../lib/text';

const DESCRIPTION_PREVIEW_MAX = 144;

/**
 * The list card's description: the text of the HTML (never its tags), whole when under 145
 * characters, otherwise the first 144 plus '...' (docs/product.md#screens).
 */
export function descriptionPreview(html: string): string {
  const text = htmlToText(html);
  return text.length <= DESCRIPTION_PREVIEW_MAX ? text : `${text.slice(0, DESCRIPTION_PREVIEW_MAX)}...`;
}
