// `react-i18next` as the host provides it to remotes (shared-provides.ts): only the exports remotes
// import. A provided module is kept whole, so providing the package's own namespace kept `Trans` and
// its HTML parser, which no remote uses (issue 19). shared-provides.test.ts fails when a remote
// imports an export that is not listed here.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
