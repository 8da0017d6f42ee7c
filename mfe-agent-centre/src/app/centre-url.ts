/** The query parameters the agent centre keeps in the URL while it is open (deep link, reload). */
export const CENTRE_PARAM = 'centre';
export const CENTRE_PAGE_PARAM = 'centrePage';
export const CENTRE_ID = 'agent';

/**
 * The path (with search and hash) of `location` with the centre's parameters set to `page`, or
 * removed when `page` is null; every other parameter is kept.
 */
export function centreUrl(location: { pathname: string; search: string; hash: string }, page: string | null): string {
  const params = new URLSearchParams(location.search);
  if (page === null) {
    params.delete(CENTRE_PARAM);
    params.delete(CENTRE_PAGE_PARAM);
  } else {
    params.set(CENTRE_PARAM, CENTRE_ID);
    params.set(CENTRE_PAGE_PARAM, page);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
