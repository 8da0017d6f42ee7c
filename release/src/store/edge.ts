// What the edge (shell/edge, plain JavaScript run by node) takes from the release package: the pin
// store and the checks of its values, loaded through `release/store.mjs` (docs/adr/0012-pin-store.md).
export { describeStoreSetting, openPinStore, PIN_STORE_ENV } from './index';
export { checkBrandText, checkIndexText, checkReleasesText } from './values';
export { contentTypeOf, IMMUTABLE, openRegistry, REGISTRY_ENV } from '../registries';
