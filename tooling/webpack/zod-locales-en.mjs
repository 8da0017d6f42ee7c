// Stands in for zod's locales index in web builds (see zodLocalesPlugin in create-config.cjs):
// `z.locales.en` stays available; the 62 other locales are not bundled.
export { default as en } from 'wl-zod-locale-en';
