// The brand files of the host a page is asked for, written into the app page (issue 19: the shell
// starts without fetching `brands/index.json` and then the brand's file, two round trips in a row),
// in the element the shell's `readInlinedBrandFiles` reads (shell/src/app/load-site.ts).
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_FILES_ELEMENT_ID } from 'shared-contracts';

/**
 * A pin as the edge reads it from a brand's file: parsed, not validated (the shell validates the
 * files as fetched ones), so each use checks what it reads.
 */
export interface PinValue {
  version?: unknown;
  canary?: { version?: unknown; percent?: unknown } | null;
  previous?: unknown;
}

/** A brand's file as the edge reads it (parsed, not validated: see {@link PinValue}). */
export interface BrandValue {
  id?: unknown;
  hosts?: unknown;
  languages?: unknown;
  defaultLanguage?: unknown;
  merchantCode?: unknown;
  allowOverrides?: unknown;
  remotes?: Record<string, PinValue | null | undefined> | null;
  [field: string]: unknown;
}

/** The brand files of a page: the index and, when it names one, the host's brand. */
export interface BrandFiles {
  index: unknown;
  brand?: BrandValue;
}

/** Picks the brand id of a host from a brand index. */
export type BrandIdFor = (index: unknown, hostname: string) => unknown;

interface IndexValue {
  brands?: unknown;
  defaultBrand?: unknown;
}

/**
 * The brand serving `hostname`: the one listing it, else the index's default. The same rule as
 * shared-contracts `resolveBrandId`, tolerant of a malformed index (the shell validates it and
 * refuses it as it would a fetched one).
 */
export function brandIdFor(index: unknown, hostname: string): unknown {
  const host = String(hostname).toLowerCase();
  const value = (index ?? {}) as IndexValue;
  const brands: unknown[] = Array.isArray(value.brands) ? value.brands : [];
  const found = brands.find((brand): brand is { id?: unknown; hosts: unknown[] } => {
    const hosts = (brand as { hosts?: unknown } | null)?.hosts;
    return Array.isArray(hosts) && hosts.some((h) => typeof h === 'string' && h.toLowerCase() === host);
  });
  return typeof found?.id === 'string' ? found.id : value.defaultBrand;
}

/**
 * The brand files the shell would fetch for a page on `hostname`: `{ index, brand }`, each as its
 * file holds it (not validated here: the shell validates them as fetched ones). A file that is
 * missing or not JSON is left out, so the shell fetches it and reports the failure as before; null
 * when the index itself cannot be read.
 */
export async function readBrandFiles(brandsDir: string, hostname: string): Promise<BrandFiles | null> {
  const read = async (name: string): Promise<unknown> => {
    try {
      return JSON.parse(await fs.promises.readFile(path.join(brandsDir, name), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
  const index = await read('index.json');
  if (index === undefined) return null;
  const id = brandIdFor(index, hostname);
  if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return { index };
  const brand = await read(`${id}.json`);
  return brand === undefined ? { index } : { index, brand: brand as BrandValue };
}

/**
 * The app page carrying the brand files as a JSON data block in its head (a data block is never run,
 * so the script policy does not apply to it). `<` is escaped so no value can close the element.
 */
export function withBrandFiles(html: string, files: BrandFiles | null | undefined): string {
  if (!files) return html;
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${BRAND_FILES_ELEMENT_ID}">${json}</script>`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${element}</head>`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${element}${html.slice(doctype[0].length)}` : `${element}${html}`;
}
