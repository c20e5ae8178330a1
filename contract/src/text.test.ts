import { describe, expect, it } from '@jest/globals';
import { beatSchema } from './outlines';
import { postBody } from './posts';
import { createStoryBody } from './stories';
import { holdableText } from './text';

describe('text the formats can hold (decision 149)', () => {
  it('removes what XML 1.0 forbids and keeps tabs, line breaks and surrogate pairs', () => {
    const outside = '\u0000\u0001\u0008\u000B\u000C\u000E\u001F\uFFFE\uFFFF\uDFFF\uD800';
    expect(holdableText(`a${outside}b\tc\nd\r\ne 🎭 \uFFFD`)).toBe('ab\tc\nd\r\ne 🎭 \uFFFD');
    expect(holdableText('x\uDC00\uD800y')).toBe('xy');
  });

  it('strips them in beats, posts and other text; one-line fields still refuse controls', () => {
    expect(beatSchema.parse('The tide\uFFFE turns\u0007')).toBe('The tide turns');
    expect(beatSchema.parse('\uFFFF')).toBeNull();
    expect(postBody.parse({ text: 'Hello\uFFFE\uD800 all' })).toEqual({ text: 'Hello all' });
    expect(createStoryBody.parse({ title: 'The Tide\uFFFE' })).toEqual({ title: 'The Tide' });
    expect(createStoryBody.safeParse({ title: 'Bell\u0007' }).success).toBe(false);
  });
});
