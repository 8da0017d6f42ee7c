import { KNOWN_LANGUAGE_CODES, LANGUAGE_NAMES, TRANSLATED_LANGUAGES, offeredLanguages, pickerLanguages } from './languages';

describe('offeredLanguages', () => {
  it("keeps the brand's translated languages, in the brand's order, once each", () => {
    expect(offeredLanguages(KNOWN_LANGUAGE_CODES)).toEqual(['TY', 'EN', 'CN', 'ID', 'TH', 'VI']);
    expect(offeredLanguages(['EN', 'JA', 'ty', 'EN', 'KO'])).toEqual(['EN', 'TY']);
  });

  it('is never empty', () => {
    expect(offeredLanguages(['JA', 'KO'], 'TH')).toEqual(['TH']);
    expect(offeredLanguages(['JA'], 'KO')).toEqual(['EN']);
  });
});

describe('pickerLanguages', () => {
  it('lists Vietnamese once where the brand serves TY and VI, which ship the same texts (issue 49)', () => {
    expect(pickerLanguages(['TY', 'EN', 'CN', 'ID', 'TH', 'VI'], 'EN')).toEqual(['TY', 'EN', 'CN', 'ID', 'TH']);
    expect(pickerLanguages(['EN', 'VI'], 'EN')).toEqual(['EN', 'VI']);
  });

  it('keeps VI for a player who reads it now', () => {
    expect(pickerLanguages(['TY', 'EN', 'VI'], 'VI')).toEqual(['TY', 'EN', 'VI']);
  });
});

describe('LANGUAGE_NAMES', () => {
  it('names every offered language distinctly (TY and VI both ship Vietnamese)', () => {
    const names = TRANSLATED_LANGUAGES.map((code) => LANGUAGE_NAMES[code]);
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(TRANSLATED_LANGUAGES.length);
    expect(LANGUAGE_NAMES.TY).not.toBe(LANGUAGE_NAMES.VI);
  });

  it('names every code a brand may list', () => {
    expect(KNOWN_LANGUAGE_CODES.filter((code) => !LANGUAGE_NAMES[code])).toEqual([]);
    expect(new Set(KNOWN_LANGUAGE_CODES.map((code) => LANGUAGE_NAMES[code])).size).toBe(KNOWN_LANGUAGE_CODES.length);
  });
});
