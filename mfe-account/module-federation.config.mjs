// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['mfe-account'] in shared-contracts; the shell loads them as `mfe_account/<Key>`.
export const name = 'mfe_account';

export const exposes = {
  './AccountModals': './src/expose/account-modals.tsx',
  './RegisterPage': './src/expose/register-page.tsx',
};
