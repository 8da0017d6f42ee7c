/** The query parameters that keep an open member centre in the URL (reload and share reopen it). */
export const CENTRE_PARAM = 'centre';
export const CENTRE_PAGE_PARAM = 'centrePage';

/** The current location as a router path (path, query and hash). */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The path to navigate to so that the URL says the member centre is open on `page` (or, with
 * `page: null`, that it is closed). Other query parameters and the hash are kept as they are.
 */
export function centreUrl(location: LocationParts, page: string | null): string {
  const params = new URLSearchParams(location.search);
  if (page === null) {
    params.delete(CENTRE_PARAM);
    params.delete(CENTRE_PAGE_PARAM);
  } else {
    params.set(CENTRE_PARAM, 'member');
    params.set(CENTRE_PAGE_PARAM, page);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
