// What the edge (the `edge` package) takes from the release package: the pin store and the checks of
// its values, imported when its pin store is not the files (edge/src/pins/pin-source.ts;
// docs/adr/0012-pin-store.md).
export { describeStoreSetting, openPinStore, PIN_STORE_ENV } from './index';
export { checkBrandText, checkIndexText, checkReleasesText } from './values';
export { contentTypeOf, IMMUTABLE, openRegistry, REGISTRY_ENV } from '../registries';
