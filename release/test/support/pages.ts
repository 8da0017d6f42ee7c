// Pages and files through a fleet's edges or its nginx, as the fleet tests read them.
import http from 'node:http';

/** GET `url` with a Host header; the status, headers and body (never throws: a failure is a status 0). */
export function get(url: string, host = 'localhost'): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { host }, agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', () => resolve({ status: 0, body: '', headers: {} }));
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '', headers: {} }));
  });
}

/** The pins the app page at `base` carries (its inlined brand file), or null. */
export async function pagePins(base: string): Promise<Record<string, { version: string; canary?: unknown }> | null> {
  const page = await get(`${base}/`);
  const json = /<script type="application\/json" id="wl-brand-files">(.*?)<\/script>/.exec(page.body)?.[1];
  if (page.status !== 200 || !json) return null;
  return (JSON.parse(json) as { brand?: { remotes: Record<string, { version: string }> } }).brand?.remotes ?? null;
}
