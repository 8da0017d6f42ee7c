import { TEST_BRAND } from 'shared-contracts/testing';
import { BRAND_FILES_ELEMENT_ID, SiteLoadError, loadBrand, readInlinedBrandFiles } from './load-site';

const INDEX = { defaultBrand: 'default', brands: [{ id: 'lucky', hosts: ['lucky.example'] }] };
const BRAND = { ...TEST_BRAND, id: 'default', name: 'Default brand' };

function pageCarrying(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = BRAND_FILES_ELEMENT_ID;
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

/** A fetch that answers the brand files from `files` (by path) and records what was asked. */
function filesFetch(files: Record<string, unknown>) {
  return jest.fn(async (url: RequestInfo | URL) => {
    const body = files[String(url)];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  });
}

describe('readInlinedBrandFiles', () => {
  it('reads the index and brand the edge wrote into the page', () => {
    expect(readInlinedBrandFiles(pageCarrying(JSON.stringify({ index: INDEX, brand: BRAND, other: 1 })))).toEqual({
      index: INDEX,
      brand: BRAND,
    });
  });

  it('has none when the element is missing, empty or not a JSON object', () => {
    for (const text of [null, '', '{ not json', '"a string"', 'null']) expect(readInlinedBrandFiles(pageCarrying(text))).toEqual({});
  });
});

describe('loadBrand', () => {
  it('starts from the files the page carries without fetching them', async () => {
    const fetchFn = filesFetch({});
    await expect(loadBrand('localhost', fetchFn, { index: INDEX, brand: BRAND })).resolves.toMatchObject({ id: 'default' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("fetches what the page lacks, and a carried brand that is not the host's", async () => {
    const fetchFn = filesFetch({ '/brands/index.json': INDEX, '/brands/default.json': BRAND });
    await expect(loadBrand('localhost', fetchFn)).resolves.toMatchObject({ name: 'Default brand' });
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/brands/index.json', '/brands/default.json']);

    fetchFn.mockClear();
    await loadBrand('localhost', fetchFn, { index: INDEX });
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/brands/default.json']);

    fetchFn.mockClear();
    await loadBrand('localhost', fetchFn, { index: INDEX, brand: { ...BRAND, id: 'lucky' } });
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/brands/default.json']);
  });

  it('refuses carried files that fail their schema, as it refuses fetched ones', async () => {
    const fetchFn = filesFetch({});
    await expect(loadBrand('localhost', fetchFn, { index: { brands: 'none' } })).rejects.toMatchObject({ step: 'brand-index' });
    const refused = loadBrand('localhost', fetchFn, { index: INDEX, brand: { id: 'default', name: 'Golden Dragon', remotes: 'broken' } });
    await expect(refused).rejects.toBeInstanceOf(SiteLoadError);
    await expect(refused).rejects.toMatchObject({ step: 'brand', brandName: 'Golden Dragon' });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
