import { descriptionPreview } from './character-summary';

describe('character list description', () => {
  it('shows text under 145 characters whole', () => {
    const text = 'y'.repeat(144);
    expect(descriptionPreview(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts 145 characters or more to the first 144 plus "..."', () => {
    expect(descriptionPreview(`<p>${'z'.repeat(145)}</p>`)).toBe(`${'z'.repeat(144)}...`);
    expect(descriptionPreview('a'.repeat(300))).toBe(`${'a'.repeat(144)}...`);
  });

  it('counts the text, not the HTML tags', () => {
    // 140 characters of text inside far more than 145 characters of markup: shown whole, no tags.
    const words = 'w'.repeat(140);
    const html = `<p><strong><em>${words}</em></strong></p><p><a href="https://example.org/a/very/long/link" rel="noopener nofollow"></a></p>`;
    expect(html.length).toBeGreaterThan(145);
    expect(descriptionPreview(html)).toBe(words);

    // Tags never count towards the cut and never show.
    const long = `<h2>${'h'.repeat(100)}</h2><ul><li>${'l'.repeat(100)}</li></ul>`;
    const preview = descriptionPreview(long);
    expect(preview).toBe(`${'h'.repeat(100)} ${'l'.repeat(43)}...`);
    expect(preview).not.toMatch(/[<>]/);
  });
});
