import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KNOWN_LANGUAGE_CODES, type BrandConfig } from 'shared-contracts';
import { TEST_BRAND } from 'shared-contracts/testing';
import { createShellI18n } from '../../app/i18n';
import { createHost } from '../../host/create-host';
import { renderWithHost } from '../../testing/render-with-host';
import { LanguagePicker } from './language-picker';

beforeEach(() => localStorage.clear());

describe('LanguagePicker', () => {
  it('lists only the languages the site is translated into, each under its own name, on a brand listing all 33 codes', async () => {
    const brand: BrandConfig = { ...TEST_BRAND, languages: [...KNOWN_LANGUAGE_CODES], defaultLanguage: 'TY' };
    const host = createHost({ brand, i18n: createShellI18n('TY'), fetch: jest.fn() as unknown as typeof fetch });
    renderWithHost(<LanguagePicker />, host);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = within(picker).getAllByRole('option');
    // Vietnamese once (issue 49: "Tiếng Việt" and "Tiếng Việt (VI)" ship the same texts).
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['TY', 'EN', 'CN', 'ID', 'TH']);
    const names = options.map((option) => option.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('日本語');
    expect(names.filter((name) => name?.startsWith('Tiếng Việt'))).toEqual(['Tiếng Việt']);
    await userEvent.selectOptions(picker, 'EN');
    expect(host.i18n.getLanguage()).toBe('EN');
  });
});
