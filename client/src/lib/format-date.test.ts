import { i18next } from './i18n';
import { formatClock, formatDay, formatDetailDate, formatListDate } from './format-date';

describe('format-date', () => {
  // Built from local parts so the expectation holds in any time zone the tests run in.
  const afternoon = new Date(2025, 2, 1, 15, 5);
  const justAfterMidnight = new Date(2024, 10, 22, 0, 40);

  it('formats list dates as "h:mm a on MMMM Do, YYYY"', () => {
    expect(formatListDate(afternoon)).toBe('3:05 pm on March 1st, 2025');
    expect(formatListDate(justAfterMidnight)).toBe('12:40 am on November 22nd, 2024');
  });

  it('formats detail dates as "MMMM Do, YYYY - h:mm a"', () => {
    expect(formatDetailDate(afternoon)).toBe('March 1st, 2025 - 3:05 pm');
    expect(formatDetailDate(new Date(2023, 6, 13, 9, 0))).toBe('July 13th, 2023 - 9:00 am');
  });

  it('accepts the ISO strings the API sends and shows them in local time', () => {
    const iso = afternoon.toISOString();
    expect(formatListDate(iso)).toBe('3:05 pm on March 1st, 2025');
  });

  it('says a moment in another language its own way (Intl), in the interface’s language unless given one', async () => {
    expect(formatListDate(afternoon, 'de')).toBe('1. März 2025 um 15:05');
    expect(formatDetailDate(afternoon, 'fr')).toBe('1 mars 2025 à 15:05');
    expect(formatClock(afternoon, 'ru')).toBe('15:05');
    // A day alone is that day where the viewer is, as in English.
    expect(formatDay('2025-03-01', 'pt-BR')).toBe('1 de março de 2025');
    expect(formatDay('2025-03-01')).toBe('March 1st, 2025');
    await i18next.changeLanguage('de');
    try {
      expect(formatClock(afternoon)).toBe('15:05');
      expect(formatDay(afternoon)).toBe('1. März 2025');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
