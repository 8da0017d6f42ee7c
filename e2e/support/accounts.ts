/** Seeded accounts of the reference API (platform-api README). */
export const ACCOUNTS = {
  member: { username: 'member01', password: 'secret88' },
  vip: { username: 'vip01', password: 'secret88' },
  agent: { username: 'agent01', password: 'secret88' },
  trial: { username: 'trial01', password: 'secret88' },
} as const;
