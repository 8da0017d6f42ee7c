// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['mfe-member-centre'] in shared-contracts; the shell loads them as `mfe_member_centre/<Key>`.
export const name = 'mfe_member_centre';

export const exposes = {
  './MemberCentre': './src/expose/member-centre.tsx',
};
