// The remote's i18n for tests of features and shared code: they may not import app/ (a floor above
// them), and this harness stands outside the floors.
export { createI18n } from '../app/i18n';
