import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from 'shared-contracts/react';
import { inlineTranslations } from 'shared-contracts/testing';
import { kitTranslations } from '../kit-i18n';

const testTranslations = inlineTranslations('test');

/** An app-like i18next instance (common + the kit's `ui` namespace) in `language`. */
export function createTestI18n(language = 'EN') {
  return createAppI18n({ translations: testTranslations, extra: [kitTranslations], language });
}

/** Renders `ui` inside an i18next provider as an app would (English unless told). */
export function renderWithKit(ui: ReactElement, { language = 'EN', ...options }: RenderOptions & { language?: string } = {}) {
  const i18n = createTestI18n(language);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options) };
}
