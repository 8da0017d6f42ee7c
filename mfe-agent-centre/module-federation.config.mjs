// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['mfe-agent-centre'] in shared-contracts; the shell loads them as `mfe_agent_centre/<Key>`.
export const name = 'mfe_agent_centre';

export const exposes = {
  './AgentCentre': './src/expose/agent-centre.tsx',
};
