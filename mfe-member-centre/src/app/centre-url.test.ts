import { centreUrl } from './centre-url';

describe('centreUrl', () => {
  it('adds the centre and its page, keeping the path, other parameters and the hash', () => {
    expect(centreUrl({ pathname: '/rng', search: '?page=PG', hash: '#top' }, 'withdraw')).toBe(
      '/rng?page=PG&centre=member&centrePage=withdraw#top',
    );
  });

  it('replaces the page of an open centre', () => {
    expect(centreUrl({ pathname: '/', search: '?centre=member&centrePage=withdraw', hash: '' }, 'depositv2')).toBe(
      '/?centre=member&centrePage=depositv2',
    );
  });

  it('removes both parameters on close and nothing else', () => {
    expect(centreUrl({ pathname: '/live', search: '?centre=member&centrePage=withdraw&page=EVO', hash: '' }, null)).toBe('/live?page=EVO');
    expect(centreUrl({ pathname: '/', search: '?centre=member&centrePage=x', hash: '' }, null)).toBe('/');
  });
});
