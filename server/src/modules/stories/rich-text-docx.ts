import { ExternalHyperlink, HeadingLevel, Paragraph, TextRun, type ParagraphChild } from 'docx';
import { parseDocument } from 'htmlparser2';
import { linkedRuns, type NameLinks } from './name-links';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { type: 'tag' | 'script' | 'style' }>;

/** The numbering reference a DOCX document must define for ordered lists (story-docx.ts). */
export const ORDERED_LIST = 'ordered';

interface Marks {
  bold?: boolean;
  italics?: boolean;
  underline?: object;
  strike?: boolean;
}

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h1: HeadingLevel.HEADING_3,
  h2: HeadingLevel.HEADING_4,
  h3: HeadingLevel.HEADING_5,
  h4: HeadingLevel.HEADING_6,
};

const isElement = (node: ChildNode): node is Element => 'name' in node && node.type === 'tag';

/**
 * The runs of an inline stretch: bold, italic, underline, strike, links and line breaks kept; the
 * names of `links` written outside a link as links to their entries (decision 181).
 */
function runsOf(nodes: ChildNode[], marks: Marks, links: NameLinks | null): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    if (node.type === 'text') {
      if (!node.data) return [];
      return links ? linkedRuns(node.data, links, marks) : [new TextRun({ text: node.data, ...marks })];
    }
    if (!isElement(node)) return [];
    switch (node.name) {
      case 'br':
        return [new TextRun({ text: '', break: 1 })];
      case 'strong':
      case 'b':
        return runsOf(node.children, { ...marks, bold: true }, links);
      case 'em':
      case 'i':
        return runsOf(node.children, { ...marks, italics: true }, links);
      case 'u':
        return runsOf(node.children, { ...marks, underline: {} }, links);
      case 's':
      case 'strike':
        return runsOf(node.children, { ...marks, strike: true }, links);
      case 'a': {
        const href = node.attribs.href;
        const children = runsOf(node.children, marks, null) as TextRun[];
        return href ? [new ExternalHyperlink({ link: href, children })] : children;
      }
      default:
        return runsOf(node.children, marks, links);
    }
  });
}

/**
 * A character description (HTML the server sanitised with its allow-list) as Word paragraphs:
 * paragraphs, headings, bulleted and numbered lists, block quotes, and bold, italic, underline,
 * strike-through and links within them; with `links`, the names written in it link to their entries.
 */
export function richTextParagraphs(html: string, links: NameLinks | null = null): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const walk = (nodes: ChildNode[], list?: { ordered: boolean; level: number }) => {
    let loose: ChildNode[] = [];
    const flush = () => {
      const children = runsOf(loose, {}, links);
      if (children.length > 0) paragraphs.push(new Paragraph({ children }));
      loose = [];
    };
    for (const node of nodes) {
      if (!isElement(node) || !['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote'].includes(node.name)) {
        loose.push(node);
        continue;
      }
      flush();
      if (node.name === 'p') paragraphs.push(new Paragraph({ children: runsOf(node.children, {}, links) }));
      else if (node.name in HEADINGS) {
        paragraphs.push(new Paragraph({ heading: HEADINGS[node.name], children: runsOf(node.children, {}, links) }));
      } else if (node.name === 'ul' || node.name === 'ol') {
        walk(node.children, { ordered: node.name === 'ol', level: list ? Math.min(list.level + 1, 8) : 0 });
      } else if (node.name === 'li') {
        const inline = node.children.filter((child) => !isElement(child) || !['ul', 'ol'].includes(child.name));
        const nested = node.children.filter((child) => isElement(child) && ['ul', 'ol'].includes(child.name));
        const level = list?.level ?? 0;
        paragraphs.push(
          new Paragraph({
            children: runsOf(inline, {}, links),
            ...(list?.ordered ? { numbering: { reference: ORDERED_LIST, level } } : { bullet: { level } }),
          }),
        );
        walk(nested, list);
      } else if (node.name === 'blockquote') {
        paragraphs.push(
          new Paragraph({ children: runsOf(node.children, { italics: true }, links), indent: { left: 720 } }),
        );
      }
    }
    flush();
  };
  walk(parseDocument(html).children);
  return paragraphs;
}
