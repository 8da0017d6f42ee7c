// The console's pages as HTML strings (every value escaped; no script, no style attribute: the
// stylesheet is /ops/assets/ops.css, charts are SVG with classes). docs/adr/0013-release-health.md.
import { LANGUAGE_TAGS } from 'shared-contracts';
import { LANGUAGE_NAMES, OPS_LANGUAGES, type Translate } from './i18n';

/** A version's figures as the console shows them (a part of release health's window figures). */
export interface ShownFigures {
  loads?: number;
  successRate?: number | null;
  lcpP75?: number | null;
  inpP75?: number | null;
}

/** A pin as the console shows it. */
export interface ShownPin {
  version: string;
  canary?: { version: string; percent: number } | undefined;
  previous?: string | undefined;
}

/** A row of the overview: a brand's remote, its pin and canary, each version's figures. */
export interface OverviewRow {
  brand: string;
  remote: string;
  pin: string;
  canary?: { version: string; percent: number } | undefined;
  verdict?: string | undefined;
  versions: { version: string; role: string; figures?: ShownFigures | undefined }[];
}

/** One line of a chart: its points over time (null: no figure then). */
export interface ChartSeries {
  label: string;
  className: string;
  points: { at: number; value: number | null | undefined }[];
}

/** A history entry as the console shows it. */
export interface ShownHistoryEntry {
  at: string;
  actor: string;
  action: string;
  forced?: boolean | undefined;
  from?: ShownPin | null | undefined;
  to?: ShownPin | null | undefined;
  reason?: string | undefined;
  figures?: unknown;
}

/** Text or attribute value, escaped. */
const ESCAPES: Partial<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function h(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${(x * 100).toFixed(1)} %`);
const ms = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${Math.round(x)} ms`);

/** The page around a view: header (language, theme, sign-out), main, the stylesheet. */
export function layout({
  t,
  lang,
  theme,
  title,
  body,
  session,
  csrf,
  path = '/ops',
}: {
  t: Translate;
  lang: string;
  theme: string;
  title: string;
  body: string;
  session: { operator: string } | null | undefined;
  csrf: string;
  path?: string;
}): string {
  const languageLinks = OPS_LANGUAGES.map(
    (code) =>
      `<li><a href="${h(`${path}${path.includes('?') ? '&' : '?'}lang=${code}`)}" lang="${LANGUAGE_TAGS[code]}"${code === lang ? ' aria-current="true"' : ''}>${h(LANGUAGE_NAMES[code])}</a></li>`,
  ).join('');
  const themeLinks = ['light', 'dark']
    .map(
      (name) =>
        `<li><a href="${h(`${path}${path.includes('?') ? '&' : '?'}theme=${name}`)}"${theme === name ? ' aria-current="true"' : ''}>${h(t(name === 'light' ? 'themeLight' : 'themeDark'))}</a></li>`,
    )
    .join('');
  const signOut = session
    ? `<form method="post" action="/ops/logout" class="signout"><input type="hidden" name="_csrf" value="${h(csrf)}"><span>${h(t('signedInAs', { name: session.operator }))}</span> <button type="submit">${h(t('signOut'))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang] ?? 'vi'}" data-theme="${h(theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${h(title)} · ${h(t('title'))}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/ops/assets/ops.css">
</head>
<body>
<a class="skip" href="#main">${h(t('skip'))}</a>
<header class="top">
<p class="name"><a href="/ops">${h(t('title'))}</a></p>
<nav aria-label="${h(t('language'))}"><ul class="choices">${languageLinks}</ul></nav>
<nav aria-label="${h(t('theme'))}"><ul class="choices">${themeLinks}</ul></nav>
${signOut}
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`;
}

export function loginView({ t, error, loginToken, name = '' }: { t: Translate; error: string; loginToken: string; name?: string }): string {
  return `<h1>${h(t('signInTitle'))}</h1>
${error ? `<p class="notice error" role="alert">${h(error)}</p>` : ''}
<form method="post" action="/ops/login" class="login">
<input type="hidden" name="_login" value="${h(loginToken)}">
<p><label for="name">${h(t('name'))}</label><input id="name" name="name" autocomplete="username" required maxlength="32" value="${h(name)}"></p>
<p><label for="password">${h(t('password'))}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"></p>
<p><button type="submit">${h(t('signIn'))}</button></p>
</form>`;
}

export function messageView({ t, heading, text }: { t: Translate; heading: string; text: string }): string {
  return `<h1>${h(heading)}</h1><p class="notice error" role="alert">${h(text)}</p><p><a href="/ops">${h(t('back'))}</a></p>`;
}

/**
 * The overview: each brand's remotes with pin, canary and share, and each version's figures.
 */
export function overviewView({
  t,
  rows,
  windowMinutes,
  flash,
}: {
  t: Translate;
  rows: readonly OverviewRow[];
  windowMinutes: number;
  flash?: string;
}): string {
  const brands = [...new Set(rows.map((r) => r.brand))];
  const sections = brands
    .map((brand) => {
      const body = rows
        .filter((r) => r.brand === brand)
        .map((r) => {
          const versions = r.versions
            .map(
              (v) =>
                `<li><span class="tag tag-${h(v.role)}">${h(t(`role_${v.role}`))}</span> ${h(v.version)}: ${h(t('loads'))} ${v.figures?.loads ?? 0} · ${h(t('success'))} ${pct(v.figures?.successRate)} · ${h(t('lcp'))} ${ms(v.figures?.lcpP75)} · ${h(t('inp'))} ${ms(v.figures?.inpP75)}</li>`,
            )
            .join('');
          return `<tr>
<th scope="row">${h(r.remote)}</th>
<td data-label="${h(t('pin'))}">${h(r.pin)}</td>
<td data-label="${h(t('canary'))}">${r.canary ? h(r.canary.version) : h(t('none'))}</td>
<td data-label="${h(t('share'))}">${r.canary ? `${h(r.canary.percent)} %` : h(t('none'))}</td>
<td data-label="${h(t('verdict'))}">${r.verdict ? `<span class="verdict verdict-${h(r.verdict)}">${h(t(`verdict_${r.verdict}`))}</span>` : h(t('none'))}</td>
<td data-label="${h(t('figures'))}"><ul class="versions">${versions}</ul></td>
<td><a href="/ops/brands/${encodeURIComponent(brand)}/${encodeURIComponent(r.remote)}">${h(t('details'))}<span class="visually-hidden"> ${h(brand)} ${h(r.remote)}</span></a></td>
</tr>`;
        })
        .join('');
      return `<section aria-labelledby="brand-${h(brand)}">
<h2 id="brand-${h(brand)}">${h(t('brand'))}: ${h(brand)}</h2>
<div class="scroll" tabindex="0" role="region" aria-labelledby="brand-${h(brand)}">
<table class="stack">
<thead><tr><th scope="col">${h(t('remote'))}</th><th scope="col">${h(t('pin'))}</th><th scope="col">${h(t('canary'))}</th><th scope="col">${h(t('share'))}</th><th scope="col">${h(t('verdict'))}</th><th scope="col">${h(t('figures'))}</th><th scope="col"><span class="visually-hidden">${h(t('details'))}</span></th></tr></thead>
<tbody>${body}</tbody>
</table>
</div>
</section>`;
    })
    .join('\n');
  return `<h1>${h(t('overview'))}</h1>
${flash ?? ''}
<p class="note">${h(t('windowNote', { minutes: windowMinutes }))} ${h(t('guardNote'))}</p>
${sections}`;
}

const CHART = { width: 640, height: 260, left: 64, right: 16, top: 16, bottom: 44 };

/**
 * A line chart of series over time (SVG, classes only), with its figures in a table beside it.
 */
export function chartView({
  t,
  id,
  title,
  series,
  max,
  unit,
  format,
}: {
  t: Translate;
  id: string;
  title: string;
  series: readonly ChartSeries[];
  max?: number;
  unit: string;
  format: (value: number) => string;
}): string {
  const all = series.flatMap((s) => s.points);
  const times = [...new Set(all.map((p) => p.at))].sort((a, b) => a - b);
  const top = max ?? Math.max(1, ...all.map((p) => p.value ?? 0)) * 1.1;
  const x = (at: number) =>
    CHART.left +
    ((at - (times[0] ?? 0)) / Math.max(1, (times[times.length - 1] ?? 1) - (times[0] ?? 0))) * (CHART.width - CHART.left - CHART.right);
  const y = (value: number) => CHART.top + (1 - value / top) * (CHART.height - CHART.top - CHART.bottom);
  const grid = [0, 0.5, 1]
    .map((f) => {
      const value = top * f;
      return `<line class="grid" x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}"/><text class="axis" x="${CHART.left - 8}" y="${(y(value) + 7).toFixed(1)}" text-anchor="end">${h(format(value))}</text>`;
    })
    .join('');
  const clock = (at: number) => new Date(at).toISOString().slice(11, 16);
  const ticks = times
    .filter((_, i) => i % Math.max(1, Math.ceil(times.length / 6)) === 0)
    .map((at) => `<text class="axis" x="${x(at).toFixed(1)}" y="${CHART.height - 12}" text-anchor="middle">${clock(at)}</text>`)
    .join('');
  const lines = series
    .map((s) => {
      const runs: string[][] = [];
      let run: string[] = [];
      for (const p of s.points) {
        if (p.value === null || p.value === undefined) {
          if (run.length) runs.push(run);
          run = [];
        } else run.push(`${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`);
      }
      if (run.length) runs.push(run);
      const dots = s.points
        .flatMap((p) =>
          p.value !== null && p.value !== undefined
            ? [`<circle class="dot ${s.className}" cx="${x(p.at).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="5"/>`]
            : [],
        )
        .join('');
      return runs.map((points) => `<polyline class="line ${s.className}" points="${points.join(' ')}"/>`).join('') + dots;
    })
    .join('');
  const legend = series.map((s) => `<li><span class="swatch ${s.className}" aria-hidden="true"></span>${h(s.label)}</li>`).join('');
  const header = `<tr><th scope="col">${h(t('time'))}</th>${series.map((s) => `<th scope="col">${h(s.label)}</th>`).join('')}</tr>`;
  const rowsHtml = times
    .map(
      (at) =>
        `<tr><th scope="row">${clock(at)}</th>${series
          .map((s) => {
            const point = s.points.find((p) => p.at === at);
            return `<td>${point && point.value !== null && point.value !== undefined ? h(format(point.value)) : '—'}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  return `<figure class="chart" aria-labelledby="${id}-title">
<figcaption id="${id}-title">${h(title)}</figcaption>
<svg viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-labelledby="${id}-title" focusable="false">${grid}${ticks}${lines}</svg>
<ul class="legend">${legend}</ul>
<details><summary>${h(t('chartData'))} (${h(unit)})</summary><div class="scroll" tabindex="0" role="region" aria-label="${h(title)}"><table>${header}${rowsHtml}</table></div></details>
</figure>`;
}

/** A history entry's figures, in a line. */
function figuresLine(t: Translate, value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const figures = value as Record<string, unknown> & { verdict?: unknown; pValue?: unknown };
  const parts: string[] = [];
  const verdicts = ['abort', 'worse', 'too-few', 'healthy'];
  if (figures.verdict)
    parts.push(
      typeof figures.verdict === 'string' && verdicts.includes(figures.verdict) ? t(`verdict_${figures.verdict}`) : String(figures.verdict),
    );
  for (const side of ['canary', 'pin']) {
    const f = figures[side] as { version?: unknown; failures?: unknown; loads?: unknown } | null | undefined;
    if (f && typeof f === 'object' && 'loads' in f)
      parts.push(`${t(side)} ${String(f.version ?? '')} ${String(f.failures)}/${String(f.loads)}`);
  }
  if (typeof figures.pValue === 'number') parts.push(`p = ${figures.pValue}`);
  return parts.join(' · ');
}

const pinText = (pin: ShownPin | null | undefined) =>
  pin ? `${pin.version}${pin.canary ? ` + ${pin.canary.version} @ ${pin.canary.percent} %` : ''}` : '—';

export function historyView({ t, entries }: { t: Translate; entries: readonly ShownHistoryEntry[] }): string {
  if (entries.length === 0) return `<p>${h(t('noHistory'))}</p>`;
  const rows = entries
    .map(
      (e) => `<tr>
<th scope="row" data-label="${h(t('when'))}"><time datetime="${h(e.at)}">${h(e.at.replace('T', ' ').slice(0, 19))}</time></th>
<td data-label="${h(t('who'))}">${h(e.actor)}</td>
<td data-label="${h(t('action'))}">${h(t(`action_${e.action}`))}${e.forced ? ` <strong>(${h(t('forced'))})</strong>` : ''}</td>
<td data-label="${h(t('change'))}">${h(pinText(e.from))} → ${h(pinText(e.to))}</td>
<td data-label="${h(t('reason'))}">${h(e.reason ?? '')}</td>
<td data-label="${h(t('figures'))}">${h(figuresLine(t, e.figures))}</td>
</tr>`,
    )
    .join('');
  // On a phone (390 px) each entry is a block of labelled lines (ops.css `table.stack`), not a wide row.
  return `<div class="scroll" tabindex="0" role="region" aria-labelledby="history-title"><table class="stack history">
<thead><tr><th scope="col">${h(t('when'))}</th><th scope="col">${h(t('who'))}</th><th scope="col">${h(t('action'))}</th><th scope="col">${h(t('change'))}</th><th scope="col">${h(t('reason'))}</th><th scope="col">${h(t('figures'))}</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

export { pct, ms };
