import { lengthNote } from './length-note';

describe('what a long text’s field says about its limit', () => {
  it('says nothing below 90 %', () => {
    expect(lengthNote(0, 100_000)).toBeNull();
    expect(lengthNote(89_999, 100_000)).toBeNull();
  });

  it('counts the characters left from 90 % to the limit', () => {
    expect(lengthNote(90_000, 100_000)).toEqual({ over: false, text: '10,000 characters left of 100,000' });
    expect(lengthNote(99_999, 100_000)).toEqual({ over: false, text: '1 character left of 100,000' });
    expect(lengthNote(100_000, 100_000)).toEqual({ over: false, text: '0 characters left of 100,000' });
  });

  it('says past the limit how many are too many, and that nothing was cut', () => {
    expect(lengthNote(100_001, 100_000)).toEqual({
      over: true,
      text: 'Too long: 1 character over the limit of 100,000. Shorten it; nothing has been cut.',
    });
    expect(lengthNote(123_456, 100_000)?.text).toBe(
      'Too long: 23,456 characters over the limit of 100,000. Shorten it; nothing has been cut.',
    );
  });
});
