import { z } from 'zod/mini';

/** System status codes (spec §2): normal, maintenance, IP/region restriction. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;

/** A system status code. */
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** A node of the white-label feature tree; `enabled` is '1' when on (spec §3). */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  children?: WhitelabelNode[] | undefined;
}

/** Schema of a white-label tree node. */
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.string(), children: z.optional(z.array(whitelabelNodeSchema)) }),
);

/** An encrypted customer-service entry (spec §2 "Customer service", facts §4.6). */
export const customerServiceEntrySchema = z.object({
  type: z.number().check(z.int()),
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** DES-encrypted; the last 8 characters are the key. */
  path: z.string(),
});

/** A resource of the router response (spec §3). */
export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.optional(z.string()),
  labelNameEn: z.optional(z.string()),
});

/**
 * The permission answer of `GET /wps/system/status` (spec §3 "Permission response"). The real
 * platform's exact JSON was not seen (facts §5): this shape is our definition.
 */
export const permissionSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
  info: z.object({
    whitelabel: z._default(z.array(whitelabelNodeSchema), []),
    resources: z._default(z.array(resourceSchema), []),
    customerService: z._default(z.array(customerServiceEntrySchema), []),
    analytics: z._default(z.object({ gtagId: z.optional(z.string()) }), {}),
    imageCDNs: z._default(z.array(z.string()), []),
    launchGameCDNs: z._default(z.array(z.string()), []),
  }),
});

/** A permission answer. */
export type Permission = z.infer<typeof permissionSchema>;

/** Status code a permission answer means: maintenance wins over restriction (spec §2). */
export function systemStatusOf(permission: Pick<Permission, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (permission.maintenance) return SYSTEM_STATUS.maintenance;
  if (permission.regionRestriction) return SYSTEM_STATUS.restricted;
  return SYSTEM_STATUS.normal;
}

/** White-label flags named by the spec (§3, §6). */
export const WHITELABEL_FLAGS = {
  phonePasswordRecovery: 'CHNGPASSVERIF3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  registerButton: 'DIRECTREG3',
  mobileRegistration: 'MOBILENUMREG3',
  smsVerification: 'REGMOBVERF3',
  freePlay: 'FREEPLAY3',
  forcedPasswordChange: 'FORCECHNGPASS3',
  usernameRegistration: 'REG3',
  /** Social registration/login icons (spec §2 "when enabled"); the modIds are our definition. */
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FBLOGIN3',
  telegramLogin: 'TGLOGIN3',
  /** Human verification before login, registration and SMS sends (facts §4.2). */
  humanVerification: 'GEETEST3',
  /** SMS codes through the phone sign-in provider (the spec's firebase path); the modId is our definition. */
  firebaseSms: 'FIREBASESMS3',
} as const;

/** Whether `modId` is enabled anywhere in a white-label tree. */
export function isWhitelabelEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.children && isWhitelabelEnabled(node.children, modId)) return true;
  }
  return false;
}

/** A country and its dialing code (spec §3 "Country"). */
export const countrySchema = z.object({
  countryCode: z.string().check(z.minLength(2), z.maxLength(3)),
  countryDialingCode: z.string().check(z.minLength(1)),
  countryName: z.optional(z.string()),
});

/** A country. */
export type Country = z.infer<typeof countrySchema>;

/** Resource keys of the router answer (spec §3 "Resources by key"). */
export const RESOURCE_TYPES = ['AFFILIATELINK', 'Android', 'MOBILECONFIG', 'USDJUMP', 'INSTAGRAM', 'FACEBOOK', 'TELEGRAM'] as const;

/** `GET /wps/system/domainRoute` value (spec §3 "Router response"; facts §4.11 store fields). */
export const domainRouteSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().check(z.nonnegative()) })),
  mainDomain: z.string(),
  resources: z.array(resourceSchema),
});

/** A router answer. */
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** Help centre (our definition): categories of articles whose `content` is HTML (sanitize it). */
export const helpCenterSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().check(z.int()),
      title: z.string(),
      items: z.array(z.object({ id: z.number().check(z.int()), title: z.string(), content: z.string() })),
    }),
  ),
});

/** The help centre. */
export type HelpCenter = z.infer<typeof helpCenterSchema>;
