import { memberInfoSchema, type MemberInfo } from '../domain/member';
import { permissionSchema } from '../domain/system';
import type { SystemSnapshot } from '../host/host-api';

/** A regular member for tests. */
export const TEST_MEMBER: MemberInfo = memberInfoSchema.parse({
  id: 1001,
  account: 'member01',
  nickname: 'Lucky Member',
  type: 1,
  isAgent: 0,
  customerId: 501001,
  clubLabel: { labelName: 'VIP1', rankLevel: 1 },
  currencySymbol: '$',
});

/** An agent (isAgent 1) for tests. */
export const TEST_AGENT: MemberInfo = memberInfoSchema.parse({
  ...TEST_MEMBER,
  id: 2001,
  account: 'agent01',
  isAgent: 1,
  customerId: 502001,
});

/** A trial account (type 4, isAgent 4) for tests. */
export const TEST_TRIAL: MemberInfo = memberInfoSchema.parse({
  ...TEST_MEMBER,
  id: 3001,
  account: 'trial01',
  type: 4,
  isAgent: 4,
  customerId: 503001,
});

/** A normal system snapshot with the given white-label flags on. */
export function testSystem(enabledFlags: string[] = []): SystemSnapshot {
  return {
    permission: permissionSchema.parse({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: 'VN' },
      info: {},
    }),
    whitelabel: enabledFlags.map((modId) => ({ modId, enabled: '1' })),
  };
}
