// A reader of Prometheus' text exposition format (version 0.0.4; NaN and Inf in any case, as
// Prometheus' own parser reads them), strict enough for tests: every
// sample must belong to a family announced by # HELP and # TYPE, and parse as name{labels} value.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([-+]?(?:[0-9.e+-]+|nan|inf))(?: \d+)?$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') types.set(meta[2] as string, meta[3] as string);
      else helps.add(meta[2] as string);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const name = match[1] as string;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family || !helps.has(family)) throw new Error(`a sample of an unannounced family: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key as string] = (value as string).replace(/\\(.)/g, '$1');
    samples.push({ name, labels, value: Number(match[3]) });
  }
  return { types, samples };
}

/** The value of the sample `name` whose labels include `labels` (undefined: none). */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  return exposition.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
