/**
 * `/download`: the spec's logged-in-only exceptions name it while its route table names `/down`;
 * both show the app download page (LOGGED_IN_ONLY_EXCEPTIONS lists both).
 */
export const DOWNLOAD_ALIAS = '/download';
