import CN from './CN.json';
import EN from './EN.json';
import ID from './ID.json';
import TH from './TH.json';
import TY from './TY.json';
import VI from './VI.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// Names that are the same in every language (brands, payment schemes, platforms, units).
const SAME_EVERYWHERE =
  /^(sideMenu\.socials\.|footer\.payments\.(usdt|visa|mastercard)$|download\.(android|ios)\.tab$|speedTest\.(ms|domain)$|sideMenu\.categories\.ESPORTS$)/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(EN as Tree);

describe.each([
  ['TY', TY],
  ['CN', CN],
  ['ID', ID],
  ['TH', TH],
  ['VI', VI],
])('shell strings in %s (issue 14 item 13)', (_language, resources) => {
  const strings = flatten(resources as Tree);

  it('has every key of EN and no other', () => {
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('is translated: no English copy except names that are the same everywhere', () => {
    const copies = [...english].filter(
      ([key, text]) => strings.get(key) === text && /[A-Za-z]{3}/.test(text) && !SAME_EVERYWHERE.test(key),
    );
    expect(copies).toEqual([]);
  });

  it('keeps every placeholder', () => {
    for (const [key, text] of english) expect([key, placeholders(strings.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });
});
