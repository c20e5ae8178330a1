import { makeOutline } from '../../test/outline-fixtures';
import { outlineToMarkdown } from '@three-act/contract/outline-markdown';

describe('outline as Markdown', () => {
  it('has the quoted title, the three acts, every beat and "..." for empty ones', () => {
    const markdown = outlineToMarkdown(
      makeOutline({ act1a01: 'A lighthouse in a storm.\nThe lamp is out.', act2a16: 'She sails at dawn.' }),
    );
    expect(markdown.startsWith('# The Long Night\n')).toBe(true);
    expect(markdown).toContain('## Act I: Setup');
    expect(markdown).toContain('## Act II: Confrontation');
    expect(markdown).toContain('## Act III: Resolution');
    expect(markdown.match(/^### /gm)).toHaveLength(32);
    expect(markdown).toContain('### 1. Opening image');
    expect(markdown).toContain('A lighthouse in a storm.  \nThe lamp is out.');
    expect(markdown).toContain('### 16. Break into Act III');
    expect(markdown).toContain('She sails at dawn.');
    expect(markdown.match(/^\.\.\.$/gm)).toHaveLength(30);
  });

  it('names an untitled outline', () => {
    expect(outlineToMarkdown(null)).toContain('# Untitled story\n');
  });
});
