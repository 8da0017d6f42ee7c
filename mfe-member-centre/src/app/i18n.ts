import { createAppI18n } from 'shared-contracts/react';
import CN from '../locales/CN.json';
import EN from '../locales/EN.json';
import ID from '../locales/ID.json';
import TH from '../locales/TH.json';
import TY from '../locales/TY.json';
import VI from '../locales/VI.json';

/** This remote's i18next namespace. */
export const NAMESPACE = 'memberCentre';

/** Creates this remote's own i18next instance (one per mounted expose). */
export function createI18n(language?: string) {
  return createAppI18n({ namespace: NAMESPACE, resources: { TY, EN, CN, ID, TH, VI }, language });
}
