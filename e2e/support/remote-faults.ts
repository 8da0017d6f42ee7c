import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import type { RemotePackage } from 'shared-contracts';
import { ACCOUNTS } from './accounts';
import type { ShellPage } from './shell-page';

/** How one remote's files fail in the fault matrix (faults/remote-faults.spec.ts). */
export type RemoteFaultKind = '404' | '500' | 'connection refused' | '20 s stall' | 'syntax error' | 'render throw';

export const REMOTE_FAULT_KINDS: readonly RemoteFaultKind[] = [
  '404',
  '500',
  'connection refused',
  '20 s stall',
  'syntax error',
  'render throw',
];

/** Makes every file of one remote unreachable (manifest, entry and chunks). */
export async function takeDown(page: Page, remote: RemotePackage): Promise<void> {
  await page.route(`**/registry/${remote}/**`, (route) => route.abort('connectionrefused'));
}

/** How to reach the place where each remote is used (a guest, or a member or agent who logs in first). */
export const REMOTE_SCENARIOS: Record<RemotePackage, (shell: ShellPage) => Promise<void>> = {
  'mfe-lobby': async (shell) => {
    await shell.goto('/rng');
  },
  'mfe-promotions': async (shell) => {
    await shell.goto('/promotions');
  },
  'mfe-account': async (shell) => {
    await shell.goto('/');
    await shell.loginButton.click();
  },
  'mfe-member-centre': async (shell) => {
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.member.username, ACCOUNTS.member.password);
    await shell.openAccountMenuItem('Member centre');
  },
  'mfe-agent-centre': async (shell) => {
    await shell.goto('/');
    await shell.loginAs(ACCOUNTS.agent.username, ACCOUNTS.agent.password);
    await shell.openAccountMenuItem('Agent centre');
  },
};

const sri384 = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/**
 * Serves changed bodies for some of a remote's published files, as a bad release would: the
 * version's release record (`release.json`) is served with the hashes of the changed bodies, so the
 * shell's integrity check (SRI from the record) lets them run, and what the browser meets is the
 * broken script itself, not an integrity refusal. `change` returns the new body of a file, or null to
 * leave it alone.
 */
async function publishChangedFiles(
  page: Page,
  remote: RemotePackage,
  change: (file: string, body: string) => string | null,
): Promise<void> {
  const changed = new Map<string, string>();
  const changeRecord = async (record: { files: Record<string, string> }, folder: string) => {
    for (const file of Object.keys(record.files)) {
      if (!file.endsWith('.js')) continue;
      const original = await page.request.get(`${folder}${file}`);
      const body = change(file, await original.text());
      if (body === null) continue;
      changed.set(`${folder}${file}`, body);
      record.files[file] = sri384(body);
    }
  };
  await page.route(`**/registry/${remote}/*/release.json`, async (route) => {
    const response = await route.fetch();
    const record = (await response.json()) as { files: Record<string, string> };
    await changeRecord(
      record,
      route
        .request()
        .url()
        .replace(/release\.json(\?.*)?$/, ''),
    );
    await route.fulfill({ response, json: record });
  });
  // The shell reads the pinned versions' records from the brand's releases file first (one file
  // per page load), so the bad release's hashes go there too.
  await page.route('**/brands/*.releases.json', async (route) => {
    const response = await route.fetch();
    const releases = (await response.json()) as { records?: Record<string, Record<string, { files: Record<string, string> }>> };
    const origin = new URL(route.request().url()).origin;
    for (const [version, record] of Object.entries(releases.records?.[remote] ?? {})) {
      await changeRecord(record, `${origin}/registry/${remote}/${version}/`);
    }
    await route.fulfill({ response, json: releases });
  });
  await page.route(`**/registry/${remote}/*/*.js`, (route) => {
    const body = changed.get(route.request().url().split('?')[0] ?? '');
    return body === undefined ? route.fallback() : route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
}

/** A held route released by the test (the "20 s stall": the clock is moved, not waited for). */
export interface Stall {
  /** Lets the held requests (and every later one) through. */
  release(): Promise<void>;
}

/**
 * Injects `kind` into `remote`'s scripts (its remote entry and chunks); manifests and release
 * records are served as published unless the kind needs a matching record.
 * - 404, 500, connection refused: every script of the remote answers so.
 * - 20 s stall: the remote entry is held until {@link Stall.release} (the test moves the page's clock).
 * - syntax error: the remote entry is the first half of itself (a truncated upload), with a record that matches it.
 * - render throw: every exposed module's component throws when React renders it (the chunk's
 *   `default` export replaced by a throwing component), with a record that matches it.
 */
export async function injectRemoteFault(page: Page, remote: RemotePackage, kind: RemoteFaultKind): Promise<Stall | null> {
  const scripts = `**/registry/${remote}/**/*.js`;
  switch (kind) {
    case '404':
    case '500':
      await page.route(scripts, (route) =>
        route.fulfill({ status: Number(kind), contentType: 'text/plain', body: `fault matrix: ${kind}` }),
      );
      return null;
    case 'connection refused':
      await page.route(scripts, (route) => route.abort('connectionrefused'));
      return null;
    case '20 s stall': {
      const held: Route[] = [];
      let released = false;
      await page.route(`**/registry/${remote}/*/remoteEntry.js`, (route) => (released ? route.fallback() : void held.push(route)));
      return {
        async release() {
          released = true;
          await Promise.all(held.splice(0).map((route) => route.fallback()));
        },
      };
    }
    case 'syntax error':
      await publishChangedFiles(page, remote, (file, body) =>
        file === 'remoteEntry.js' ? body.slice(0, Math.floor(body.length / 2)) : null,
      );
      return null;
    case 'render throw':
      await publishChangedFiles(page, remote, (file, body) => {
        if (!file.startsWith('__federation_expose_')) return null;
        // The exposed module is the chunk's first module: `<require>.d(<exports>,{default:()=><Component>})`.
        const changedBody = body.replace(
          /\.d\((\w+),\{default:\(\)=>[\w$]+/,
          '.d($1,{default:()=>function FaultMatrixRenderThrow(){throw new Error("fault matrix: render throw")}',
        );
        if (changedBody === body) throw new Error(`${remote}/${file}: no default export found to replace`);
        return changedBody;
      });
      return null;
  }
}
