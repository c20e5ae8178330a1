import { foundText, postsFoundLabel } from './search-summary';

const query = { sort: 'top' as const, q: '', author: '' };

describe('the count a Brainstorm search shows (decision 167)', () => {
  it('says "1 post" and "2 posts", and "1,000+ posts" past the cap', () => {
    expect(postsFoundLabel({ count: 0, more: false })).toBe('0 posts');
    expect(postsFoundLabel({ count: 1, more: false })).toBe('1 post');
    expect(postsFoundLabel({ count: 2, more: false })).toBe('2 posts');
    expect(postsFoundLabel({ count: 1000, more: true })).toBe('1,000+ posts');
    // At least one: still "posts", as a reader says "1+ posts".
    expect(postsFoundLabel({ count: 1, more: true })).toBe('1+ posts');
  });

  it('names the search, and says nothing until the count has come', () => {
    expect(foundText({ ...query, q: 'dragon' }, { count: 12, more: false })).toBe('12 posts found for “dragon”');
    expect(foundText({ ...query, q: 'dragon' }, { count: 1, more: false })).toBe('1 post found for “dragon”');
    expect(foundText({ ...query, author: 'me' }, { count: 3, more: false })).toBe('3 posts found');
    expect(foundText({ ...query, q: 'dragon' }, null)).toBeNull();
  });
});
