// The operators' console at /ops (issue 38, docs/adr/0013-release-health.md): brands × remotes with
// their pin, canary and share, each version's figures and their charts, the history, and promote,
// abort and rollback behind a confirmation, through the CLI's own commands. Server-rendered HTML
// with no script at all (its own CSP: `script-src` is not even allowed), so none of its code can
// reach the players' pages, and every action is a form POST guarded by:
// - an operator session: a random id in an httpOnly, SameSite=Strict cookie scoped to /ops, kept
//   (as its SHA-256) in memory or, for a fleet, in Redis;
// - the Origin of the request (this site only) and the session's token in the form;
// - a pause after repeated failed logins, per name and per client.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleState } from 'release/src/health/console-state';
import type { GuardPolicy } from 'release/src/health/guard';
import type { Judgement } from 'release/src/health/judge';
import type { HistoryEntry } from 'release/src/brands';
import { messageOf } from '../http/errors';
import type { PinSource } from '../pins/pin-source';
import type { ReleaseHealth } from '../telemetry/release-health';
import type { WindowFigures } from '../telemetry/metrics';
import { DEFAULT_OPS_LANGUAGE, OPS_LANGUAGES, translator, type Translate } from './i18n';
import { chartView, h, historyView, layout, loginView, messageView, ms, overviewView, pct, type OverviewRow } from './views';

/** A pin as the console reads it from the store (the release package's parsed brand file). */
type Pin = { version: string; canary?: { version: string; percent: number } | undefined; previous?: string | undefined };
/** A brand as the console reads it: its remotes' pins and its history. */
interface ConsoleBrand {
  id: string;
  remotes: Partial<Record<string, Pin | null>>;
  history: HistoryEntry[];
}
/** The page's language, theme and texts. */
interface Preferences {
  lang: string;
  theme: string;
  t: Translate;
}
type Session = NonNullable<Awaited<ReturnType<ConsoleState['readSession']>>> & { id: string };
type ConsoleRequest = FastifyRequest<{ Params: Record<string, string | undefined>; Querystring: Record<string, string | undefined> }>;

/** The console's own policy: styles from here, no script, forms to here only, never framed. */
export const OPS_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  'report-uri /telemetry/reports',
  'report-to wl-reports',
].join('; ');

export const SESSION_COOKIE = 'wl_ops';
const LOGIN_COOKIE = 'wl_ops_login';
const LANG_COOKIE = 'wl_ops_lang';
const THEME_COOKIE = 'wl_ops_theme';
const OVERVIEW_WINDOW_MS = 30 * 60_000;
const CHART_WINDOW_MS = 60 * 60_000;
const CHART_STEP_MS = 5 * 60_000;
const FORM_LIMIT = 8 * 1024;
const STYLES = readFileSync(path.join(import.meta.dirname, 'ops.css'), 'utf8');

function cookies(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return out;
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  { maxAge, httpOnly = true }: { maxAge?: number; httpOnly?: boolean } = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/ops',
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(isHttps(request) ? ['Secure'] : []),
    ...(maxAge !== undefined ? [`Max-Age=${maxAge}`] : []),
  ].join('; ');
}

const same = (a: unknown, b: unknown) => {
  const x = Buffer.from(String(a ?? ''));
  const y = Buffer.from(String(b ?? ''));
  return x.length > 0 && x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a POST comes from this site's own pages: its Origin (or, without one, Sec-Fetch-Site). */
export function fromThisSite(request: Pick<FastifyRequest, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function readForm(raw: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= FORM_LIMIT) chunks.push(chunk);
    });
    raw.on('end', () => resolve(size > FORM_LIMIT ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    raw.on('error', reject);
  });
}

/**
 * Registers the console on an edge with release health set up.
 */
export function registerOpsConsole(
  app: FastifyInstance,
  { health, pins, log, state: givenState }: { health: ReleaseHealth; pins: PinSource; log: (line: string) => void; state?: ConsoleState },
): void {
  const { mod } = health;
  const state: ConsoleState =
    givenState ??
    (pins.kind === 'redis' ? new mod.RedisConsoleState(pins.store.redis, pins.store.keyPrefix) : new mod.MemoryConsoleState());
  const operators = mod.operatorsOf(health.store);
  const config = { csp: OPS_CSP, frameOptions: 'DENY' };
  // The client as the deployment sees it (client-address.ts), the edge's own rule.
  const clientOf = (request: FastifyRequest): string => {
    const edge = app as FastifyInstance & { clientAddress?: (request: FastifyRequest) => string };
    return app.hasDecorator('clientAddress') && edge.clientAddress ? edge.clientAddress(request) : (request.socket?.remoteAddress ?? '');
  };

  /** The page's language and theme (a `?lang=` or `?theme=` choice is kept in a cookie). */
  const preferences = (request: FastifyRequest, reply: FastifyReply): Preferences => {
    const jar = cookies(request);
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const chosen = jar[LANG_COOKIE];
    let lang = chosen !== undefined && OPS_LANGUAGES.includes(chosen) ? chosen : DEFAULT_OPS_LANGUAGE;
    let theme = jar[THEME_COOKIE] === 'dark' ? 'dark' : jar[THEME_COOKIE] === 'light' ? 'light' : 'auto';
    const set: string[] = [];
    if (query.lang !== undefined && OPS_LANGUAGES.includes(query.lang)) {
      lang = query.lang;
      set.push(cookie(request, LANG_COOKIE, lang, { maxAge: 31_536_000 }));
    }
    if (query.theme === 'dark' || query.theme === 'light') {
      theme = query.theme;
      set.push(cookie(request, THEME_COOKIE, theme, { maxAge: 31_536_000 }));
    }
    if (set.length) reply.header('Set-Cookie', set);
    return { lang, theme, t: translator(lang) };
  };

  const sessionOf = async (request: FastifyRequest): Promise<Session | null> => {
    const id = cookies(request)[SESSION_COOKIE];
    if (!id || id.length > 100) return null;
    try {
      const session = await state.readSession(id);
      return session ? { ...session, id } : null;
    } catch (error) {
      log(`[ops] cannot read a session: ${messageOf(error)}`);
      return null;
    }
  };

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('X-Frame-Options', 'DENY')
      .header('Cross-Origin-Opener-Policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The current path without the preference parameters (the language and theme links' base). */
  const basePath = (request: FastifyRequest) => {
    const url = new URL(request.raw.url ?? '/ops', 'http://x');
    url.searchParams.delete('lang');
    url.searchParams.delete('theme');
    return `${url.pathname}${url.search}`;
  };

  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    { prefs, title, body, session }: { prefs: Preferences; title: string; body: string; session?: Session | null },
  ) => page(reply, status, layout({ ...prefs, title, body, session, csrf: session?.csrf ?? '', path: basePath(request) }));

  /** GET handlers behind the login: a stranger (or a player) is sent to the login page. */
  type Guarded = (request: ConsoleRequest, reply: FastifyReply, context: { prefs: Preferences; session: Session }) => Promise<unknown>;
  type Action = (
    request: ConsoleRequest,
    reply: FastifyReply,
    context: { prefs: Preferences; session: Session; form: URLSearchParams },
  ) => Promise<unknown>;
  const guarded = (handler: Guarded) => async (request: ConsoleRequest, reply: FastifyReply) => {
    const prefs = preferences(request, reply);
    const session = await sessionOf(request);
    if (!session) return reply.code(303).header('Cache-Control', 'no-store').header('Location', '/ops/login').send();
    return handler(request, reply, { prefs, session });
  };

  /** POST handlers: this site's origin, an operator session and its token, or 403 and nothing done. */
  const action = (handler: Action) => async (request: ConsoleRequest, reply: FastifyReply) => {
    const prefs = preferences(request, reply);
    const form = await readForm(request.raw);
    const session = await sessionOf(request);
    if (!form || !fromThisSite(request) || !session || !same(form.get('_csrf'), session.csrf))
      return render(request, reply, 403, {
        prefs,
        title: prefs.t('forbidden'),
        body: messageView({ t: prefs.t, heading: prefs.t('title'), text: prefs.t('forbidden') }),
      });
    return handler(request, reply, { prefs, session, form });
  };

  app.get('/ops/assets/ops.css', { config }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(STYLES),
  );

  const showLogin = (request: FastifyRequest, reply: FastifyReply, prefs: Preferences, status = 200, error = '', name = '') => {
    const token = randomBytes(18).toString('base64url');
    const earlier = reply.getHeader('set-cookie');
    reply.header('Set-Cookie', [...[earlier ?? []].flat().map(String), cookie(request, LOGIN_COOKIE, token)]);
    return render(request, reply, status, {
      prefs,
      title: prefs.t('signInTitle'),
      body: loginView({ t: prefs.t, error, loginToken: token, name }),
      session: null,
    });
  };

  app.get('/ops/login', { config }, async (request, reply) => {
    const prefs = preferences(request, reply);
    if (await sessionOf(request)) return reply.code(303).header('Location', '/ops').send();
    return showLogin(request, reply, prefs);
  });

  app.post('/ops/login', { config }, async (request, reply) => {
    const prefs = preferences(request, reply);
    const form = await readForm(request.raw);
    if (!form || !fromThisSite(request) || !same(form.get('_login'), cookies(request)[LOGIN_COOKIE]))
      return showLogin(request, reply, prefs, 403, prefs.t('forbidden'));
    const name = String(form.get('name') ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 32);
    const password = String(form.get('password') ?? '').slice(0, 256);
    // Per name and address, and per address (issue 48): a stranger's wrong guesses pause the name
    // from the stranger's address only, never the real operator's sign-in from theirs; one address
    // trying name after name is paused by the second key.
    const client = clientOf(request);
    const nameKey = `name:${name}|client:${client}`;
    const keys = [nameKey, `client:${client}`];
    const wait = Math.max(...(await Promise.all(keys.map((key) => state.waitFor(key)))));
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      return showLogin(request, reply, prefs, 429, prefs.t('paused', { seconds: Math.ceil(wait / 1000) }), name);
    }
    const operator = mod.OPERATOR_NAME.test(name) ? await operators.get(name) : null;
    const ok = await mod.verifyPassword(password, operator?.hash ?? null);
    if (!ok) {
      await Promise.all(keys.map((key) => state.recordFailure(key)));
      log(`[ops] a failed sign-in${operator ? ` for ${name}` : ''}`);
      return showLogin(request, reply, prefs, 401, prefs.t('badLogin'), name);
    }
    await state.clearFailures(nameKey);
    const { id } = await state.createSession(name);
    reply.header('Set-Cookie', [cookie(request, SESSION_COOKIE, id), cookie(request, LOGIN_COOKIE, '', { maxAge: 0 })]);
    log(`[ops] ${name} signed in`);
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', '/ops').send();
  });

  app.post(
    '/ops/logout',
    { config },
    action(async (request, reply, { session }) => {
      await state.deleteSession(session.id);
      reply.header('Set-Cookie', cookie(request, SESSION_COOKIE, '', { maxAge: 0 }));
      return reply.code(303).header('Location', '/ops/login').send();
    }),
  );

  /** Every brand's remotes, as the store holds them (brands that cannot be read are left out). */
  const readBrands = async (): Promise<ConsoleBrand[]> => {
    const out: ConsoleBrand[] = [];
    for (const id of await health.store.listBrands()) {
      try {
        const record = await health.store.readBrand(id);
        const brand = mod.parseBrand(id, record.brand, health.store.locate(id));
        out.push({ id, remotes: brand.remotes as ConsoleBrand['remotes'], history: mod.parseHistory(id, record.history) });
      } catch (error) {
        log(`[ops] brand ${id} cannot be read: ${messageOf(error)}`);
      }
    }
    return out;
  };

  const figuresById = async (windowMs: number) =>
    new Map<string, WindowFigures>((await health.windowFigures(windowMs)).map((f) => [`${f.brand}|${f.remote}|${f.version}`, f]));
  const versionsOf = (pin: Pin) =>
    [
      { version: pin.version, role: 'pin' },
      ...(pin.canary ? [{ version: pin.canary.version, role: 'canary' }] : []),
      ...(pin.previous && pin.previous !== pin.version ? [{ version: pin.previous, role: 'previous' }] : []),
    ].filter((v, i, all) => all.findIndex((o) => o.version === v.version) === i);

  const overview = async (
    request: ConsoleRequest,
    reply: FastifyReply,
    { prefs, session }: { prefs: Preferences; session: Session },
    flash = '',
    status = 200,
  ) => {
    const [brands, figures] = await Promise.all([readBrands(), figuresById(OVERVIEW_WINDOW_MS)]);
    const verdicts = new Map(health.canaries().map((j) => [`${j.brand}|${j.remote}|${j.canaryVersion}`, j.decision.verdict]));
    const rows: OverviewRow[] = brands.flatMap((brand) =>
      Object.entries(brand.remotes)
        .filter((entry): entry is [string, Pin] => Boolean(entry[1]))
        .map(([remote, pin]) => ({
          brand: brand.id,
          remote,
          pin: pin.version,
          canary: pin.canary,
          verdict: pin.canary ? verdicts.get(`${brand.id}|${remote}|${pin.canary.version}`) : undefined,
          versions: versionsOf(pin).map((v) => ({ ...v, figures: figures.get(`${brand.id}|${remote}|${v.version}`) })),
        })),
    );
    return render(request, reply, status, {
      prefs,
      session,
      title: prefs.t('overview'),
      body: overviewView({ t: prefs.t, rows, windowMinutes: OVERVIEW_WINDOW_MS / 60_000, flash }),
    });
  };

  app.get('/ops', { config }, guarded(overview));

  const findRemote = async (brandId: string, remote: string): Promise<{ brand: ConsoleBrand; pin: Pin } | null> => {
    if (!/^[a-z0-9-]{1,40}$/.test(brandId) || !(mod.REMOTE_PACKAGES as readonly string[]).includes(remote)) return null;
    const brand = (await readBrands()).find((b) => b.id === brandId);
    const pin = brand?.remotes[remote];
    return brand && pin ? { brand, pin } : null;
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply, prefs: Preferences, session: Session | null) =>
    render(request, reply, 404, {
      prefs,
      session,
      title: prefs.t('notFound'),
      body: messageView({ t: prefs.t, heading: prefs.t('notFound'), text: prefs.t('notFound') }),
    });

  const judge = (brand: ConsoleBrand, remote: string, pin: Pin) =>
    mod.judgeCanary({ figures: health.figures, brand: brand.id, remote, pin, history: brand.history, now: Date.now() });

  const detail = async (
    request: ConsoleRequest,
    reply: FastifyReply,
    { prefs, session }: { prefs: Preferences; session: Session },
    flash = '',
    status = 200,
  ) => {
    const { t } = prefs;
    const { brand: brandId = '', remote = '' } = request.params;
    const found = await findRemote(brandId, remote);
    if (!found) return notFound(request, reply, prefs, session);
    const { brand, pin } = found;
    const now = Date.now();
    const buckets = await health.figures.read(now - CHART_WINDOW_MS, now);
    const versions = versionsOf(pin);
    const series = versions.map((v, i) => ({
      label: `${v.version} (${t(`role_${v.role}`)})`,
      className: `series-${i}`,
      points: mod.versionSeries(
        buckets,
        { brand: brand.id, remote, version: v.version },
        now - CHART_WINDOW_MS + CHART_STEP_MS,
        now,
        CHART_STEP_MS,
      ),
    }));
    const pick = (key: 'successRate' | 'lcpP75' | 'inpP75') =>
      series.map((s) => ({ ...s, points: s.points.map((p) => ({ at: p.at, value: p[key] })) }));
    const charts = [
      chartView({
        t,
        id: 'success',
        title: t('chartSuccess'),
        series: pick('successRate').map((s) => ({
          ...s,
          points: s.points.map((p) => ({ ...p, value: p.value === null ? null : p.value * 100 })),
        })),
        max: 100,
        unit: '%',
        format: (v) => `${Math.round(v)}`,
      }),
      chartView({ t, id: 'lcp', title: t('chartLcp'), series: pick('lcpP75'), unit: 'ms', format: (v) => `${Math.round(v)}` }),
      chartView({ t, id: 'inp', title: t('chartInp'), series: pick('inpP75'), unit: 'ms', format: (v) => `${Math.round(v)}` }),
    ].join('');
    const judgement = await judge(brand, remote, pin);
    const stack = mod.pinStack(brand.history, remote);
    const actions = [...(pin.canary ? ['promote', 'abort'] : []), ...(stack.length > 1 ? ['rollback'] : [])]
      .map(
        (name) =>
          `<li><a class="button${name === 'abort' ? ' danger' : ''}" href="/ops/brands/${encodeURIComponent(brand.id)}/${encodeURIComponent(remote)}/confirm/${name}">${h(t(name))}</a></li>`,
      )
      .join('');
    const figures = await figuresById(OVERVIEW_WINDOW_MS);
    const summary = versions
      .map((v) => {
        const f = figures.get(`${brand.id}|${remote}|${v.version}`);
        return `<tr><th scope="row">${h(v.version)}</th><td>${h(t(`role_${v.role}`))}</td><td>${f?.loads ?? 0}</td><td>${pct(f?.successRate)}</td><td>${ms(f?.lcpP75)}</td><td>${ms(f?.inpP75)}</td></tr>`;
      })
      .join('');
    const history = [...brand.history]
      .filter((e) => e.remote === remote)
      .reverse()
      .slice(0, 50);
    const body = `<p><a href="/ops">${h(t('back'))}</a></p>
<h1>${h(brand.id)} · ${h(remote)}</h1>
${flash}
<p>${h(t('pin'))}: <strong>${h(pin.version)}</strong>${pin.canary ? ` · ${h(t('canary'))}: <strong>${h(pin.canary.version)}</strong> (${h(pin.canary.percent)} %)` : ''}${judgement ? ` · ${h(t('verdict'))}: <span class="verdict verdict-${h(judgement.decision.verdict)}">${h(t(`verdict_${judgement.decision.verdict}`))}</span>` : ''}</p>
${judgement ? `<p class="note">${h(judgementText(t, judgement.decision, mod.DEFAULT_GUARD_POLICY))}</p>` : ''}
${actions ? `<h2>${h(t('actions'))}</h2><ul class="actions">${actions}</ul>` : ''}
<h2>${h(t('figures'))}</h2>
<p class="note">${h(t('windowNote', { minutes: OVERVIEW_WINDOW_MS / 60_000 }))}</p>
<div class="scroll" tabindex="0" role="region" aria-label="${h(t('figures'))}"><table><thead><tr><th scope="col">${h(t('version'))}</th><th scope="col">${h(t('role'))}</th><th scope="col">${h(t('loads'))}</th><th scope="col">${h(t('success'))}</th><th scope="col">${h(t('lcp'))}</th><th scope="col">${h(t('inp'))}</th></tr></thead><tbody>${summary}</tbody></table></div>
<div class="charts">${charts}</div>
<h2 id="history-title">${h(t('history'))}</h2>
${historyView({ t, entries: history })}`;
    return render(request, reply, status, { prefs, session, title: `${brand.id} · ${remote}`, body });
  };

  app.get('/ops/brands/:brand/:remote', { config }, guarded(detail));

  const ACTIONS = ['promote', 'abort', 'rollback'];

  app.get(
    '/ops/brands/:brand/:remote/confirm/:action',
    { config },
    guarded(async (request, reply, { prefs, session }) => {
      const { t } = prefs;
      const { brand: brandId = '', remote = '', action: name = '' } = request.params;
      const found = ACTIONS.includes(name) ? await findRemote(brandId, remote) : null;
      if (!found) return notFound(request, reply, prefs, session);
      const { brand, pin } = found;
      const stack = mod.pinStack(brand.history, remote);
      const values = {
        brand: brand.id,
        remote,
        version: pin.canary?.version ?? '',
        pin: pin.version,
        target: stack[stack.length - 2] ?? '',
      };
      const question = t(name === 'promote' ? 'confirmPromote' : name === 'abort' ? 'confirmAbort' : 'confirmRollback', values);
      const judgement = name === 'promote' ? await judge(brand, remote, pin) : null;
      const force =
        judgement && judgement.decision.verdict !== 'healthy'
          ? `<p class="note">${h(judgementText(t, judgement.decision, mod.DEFAULT_GUARD_POLICY))}</p><p class="check"><input type="checkbox" id="force" name="force" value="1"><label for="force">${h(t('force'))}</label></p>`
          : '';
      const back = `/ops/brands/${encodeURIComponent(brand.id)}/${encodeURIComponent(remote)}`;
      const body = `<h1>${h(t('confirmTitle'))}</h1>
<form method="post" action="${h(`${back}/${name}`)}" class="confirm">
<input type="hidden" name="_csrf" value="${h(session.csrf)}">
<input type="hidden" name="expect" value="${h(pin.canary?.version ?? pin.version)}">
<p class="question">${h(question)}</p>
${force}
<p><label for="reason">${h(t('reasonLabel'))}</label><input id="reason" name="reason" maxlength="200"></p>
<p class="buttons"><button type="submit" class="${name === 'abort' ? 'danger' : ''}">${h(t('confirm'))}</button> <a href="${h(back)}">${h(t('cancel'))}</a></p>
</form>`;
      return render(request, reply, 200, { prefs, session, title: t('confirmTitle'), body });
    }),
  );

  app.post(
    '/ops/brands/:brand/:remote/:action',
    { config },
    action(async (request, reply, context) => {
      const { prefs, session, form } = context;
      const { t } = prefs;
      const { brand: brandId = '', remote = '', action: name = '' } = request.params;
      const found = ACTIONS.includes(name) ? await findRemote(brandId, remote) : null;
      if (!found) return notFound(request, reply, prefs, session);
      const options = { ...health.release, store: health.store, actor: session.operator };
      const reason = String(form.get('reason') ?? '')
        .trim()
        .slice(0, 200);
      const note = reason ? { reason } : {};
      const expected = String(form.get('expect') ?? '');
      const current = found.pin.canary?.version ?? found.pin.version;
      try {
        // What the operator confirmed must still be what runs (another operator, the guard).
        if (expected !== current) {
          const why = t('changedMeanwhile', { brand: brandId, remote, from: expected, to: current });
          return detail(request, reply, context, `<p class="notice error" role="alert">${h(t('refused', { why }))}</p>`, 409);
        }
        // The figures' refusal in the operator's language (the CLI's own words name its --force).
        const force = form.get('force') === '1';
        const judgement = name === 'promote' && !force ? await judge(found.brand, remote, found.pin) : null;
        if (judgement && judgement.decision.verdict !== 'healthy') {
          const why = judgementText(t, judgement.decision, mod.DEFAULT_GUARD_POLICY);
          return detail(request, reply, context, `<p class="notice error" role="alert">${h(t('promoteRefused', { why }))}</p>`, 409);
        }
        if (name === 'promote')
          await mod.promote(options, brandId, remote, note, { force: form.get('force') === '1', figures: health.figures });
        else if (name === 'abort') await mod.abort(options, brandId, remote, note, { ifCanary: expected });
        else await mod.rollback(options, brandId, remote, 1, note);
        log(`[ops] ${session.operator}: ${name} ${brandId} ${remote}`);
        const flash = `<p class="notice ok" role="status">${h(t('done', { what: `${t(`action_${name}`)} ${brandId} ${remote}` }))}</p>`;
        return detail(request, reply, context, flash);
      } catch (error) {
        if (!(error instanceof mod.ReleaseError)) throw error;
        const flash = `<p class="notice error" role="alert">${h(t('refused', { why: error.message }))}</p>`;
        return detail(request, reply, context, flash, 409);
      }
    }),
  );

  app.all('/ops/*', { config }, async (request, reply) => {
    const prefs = preferences(request, reply);
    const session = await sessionOf(request);
    if (!session) return reply.code(303).header('Location', '/ops/login').send();
    return notFound(request, reply, prefs, session);
  });

  app.addHook('onClose', () => state.close());
}

/** A percentage as the console writes it (one decimal), or the empty mark. */
const percentOf = (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(1)} %`);

/**
 * The guard's decision in the operator's language: the counts, and why it says what it says (the
 * decision's own `reason` is the CLI's English, for the history and the terminal).
 */
export function judgementText(t: Translate, decision: Judgement['decision'], policy: GuardPolicy): string {
  const counts = (c: { failures: number; loads: number; rate?: number | null }) => `${c.failures}/${c.loads} (${percentOf(c.rate)})`;
  const tolerance = percentOf(policy.promoteTolerance);
  const minClients = policy.minClients ?? 0;
  const why =
    decision.verdict === 'abort'
      ? t('why_abort')
      : decision.verdict === 'worse'
        ? t('why_worse', { tolerance })
        : decision.verdict === 'healthy'
          ? t('why_healthy', { tolerance })
          : decision.canary.clients !== undefined && decision.canary.clients < minClients
            ? t('why_tooFewClients', { clients: decision.canary.clients, min: minClients })
            : t('why_tooFewLoads', { loads: decision.canary.loads, min: policy.promoteMinCanaryLoads });
  return `${t('judgedCounts', { canary: counts(decision.canary), pin: counts(decision.pin) })} ${why}`;
}
