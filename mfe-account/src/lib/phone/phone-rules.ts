// The part of libphonenumber-js the forms use, as its own module so that its chunk (loaded by
// phone.ts `loadPhoneRules`) keeps only that part: a dynamic import of the package itself would
// bring all of it.
export { isValidPhoneNumber } from 'libphonenumber-js';
