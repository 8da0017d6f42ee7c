import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { loginResultSchema, memberInfoSchema } from '../../domain/member';

/** `GET /wps/session/key/rsa`: the RSA modulus as plain hex text (facts §2.1). */
export const rsaKey = defineEndpoint({
  id: 'auth.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  responseType: 'text',
  source: 'facts',
  description: 'RSA public modulus (hex text, exponent 10001) for encrypted calls',
  query: z.object({ t: z.coerce.number().optional() }).optional(),
  value: z.string(),
});

/** Plaintext of the login call before encryption (facts §4.1). */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  type: z.enum(['username', 'sms']).default('username'),
  loginDeviceId: z.string().max(64).optional(),
});

/** `POST /wps/session/login`, encrypted, no token (facts §4.1). */
export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  modId: 'COMM3',
  source: 'facts',
  description: 'Log in by username and password (or mobile and SMS code with type sms)',
  body: loginRequestSchema,
  value: loginResultSchema,
});

/** `POST /wps/session/logout` (token). */
export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/wps/session/logout',
  token: true,
  source: 'spec',
  description: 'End the session',
  value: z.unknown(),
});

/** `GET /wps/member/info` (token; 401 when anonymous). */
export const memberInfo = defineEndpoint({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  source: 'facts',
  description: 'The logged-in member',
  value: memberInfoSchema,
});
