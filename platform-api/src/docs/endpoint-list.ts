import { endpoints, type EndpointDef } from 'shared-contracts';

/**
 * The README's endpoint list, written from the shared-contracts catalogue (`npm run docs:api`) so it
 * cannot name a path or a flag the catalogue does not have (issue 51.5: it had named the withdraw
 * call `/wps/relay/MCSFE_withdraw` long after it moved to `/wps/transaction/withdraw`).
 * `test/endpoint-list.test.ts` fails when the README differs from what this writes.
 */
export const LIST_START = '<!-- endpoint list: written by `npm run docs:api` from the catalogue; do not edit -->';
export const LIST_END = '<!-- end of the endpoint list -->';
export const README_COMMAND = 'npm run docs:api';

/** Widest line the docs keep (tooling/test/readme-width.test.ts). */
const WIDTH = 100;

/** Words joined into lines of at most WIDTH columns; continuation lines indented by two spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length > WIDTH && line !== '') {
      lines.push(line);
      line = `  ${word}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** What sets a call apart from a plain JSON GET/POST: token, encryption, idempotency, encoding, ours. */
function flags(endpoint: EndpointDef): string[] {
  return [
    endpoint.token && 'token',
    endpoint.encrypted && 'encrypted',
    endpoint.idempotent && 'idempotent',
    endpoint.bodyEncoding !== 'json' && endpoint.bodyEncoding,
    endpoint.responseType === 'text' && 'text answer',
    endpoint.source === 'ours' && 'ours',
  ].filter((flag): flag is string => typeof flag === 'string');
}

/** The list's lines: one item a catalogue entry, by id (so each area's calls stand together). */
export function endpointList(catalogue: Record<string, EndpointDef> = endpoints): string[] {
  return Object.entries(catalogue)
    .sort(([, a], [, b]) => a.id.localeCompare(b.id))
    .flatMap(([name, endpoint]) => {
      const marks = flags(endpoint);
      const head = `- \`${name}\`: ${endpoint.method} \`${endpoint.path}\`${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
      return wrap(`${head} — ${endpoint.description.replace(/\s+/g, ' ').trim()}`);
    });
}

/** The README with the text between the two markers replaced by the list. */
export function withEndpointList(readme: string, catalogue: Record<string, EndpointDef> = endpoints): string {
  const start = readme.indexOf(LIST_START);
  const end = readme.indexOf(LIST_END);
  if (start < 0 || end < start) throw new Error(`the README has no "${LIST_START}" … "${LIST_END}" markers to write the list between`);
  return `${readme.slice(0, start + LIST_START.length)}\n\n${endpointList(catalogue).join('\n')}\n\n${readme.slice(end)}`;
}
