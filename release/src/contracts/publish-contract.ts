// The contract step of `publish` (issue 40): from the remote's source, writes `contract.json` and
// `types.d.ts` into its dist (so they are published, hashed in release.json, with the version) and
// compares the contract with the versions the brands run. A breaking change is refused unless the
// new version is built against a higher shared-contracts major than the version it breaks (the
// major every pin, canary and the shell already check).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { majorOf } from 'shared-contracts';
import { parseBrand, type PinState } from '../brands';
import { registryOf, withStore, type ReleaseOptions } from '../context';
import { failure, refused } from '../errors';
import { readJsonFile } from '../fs-util';
import { contractsVersion, type MfManifest } from '../manifest';
import { listRegistry, versionDir } from '../registries';
import { compareVersions, isExactVersion } from '../semver';
import { diffContracts, formatDiff, type ContractDiff } from './diff';
import { createContractProgram, extractContract, readRemoteSource } from './extract';
import { CONTRACT_FILE, contractManifestSchema, TYPES_FILE, type ContractManifest } from './schema';
import { buildTypesBundle } from './types-bundle';

export interface ContractStep {
  contract: ContractManifest;
  /** The versions compared with (pinned, in canary or the pins' previous; else the newest older one), and the difference to each. */
  compared: { version: string; usedBy: string[]; diff: ContractDiff }[];
  /** Versions that could not be compared (published without a contract.json), with why. */
  notCompared: string[];
}

/** The shared-contracts version the remote builds against: its manifest, else the package it resolves. */
async function builtAgainst(manifest: MfManifest, remoteDir: string, contractsSrc: string): Promise<string> {
  const fromManifest = contractsVersion(manifest);
  if (fromManifest) return fromManifest;
  const read = await readJsonFile(path.join(contractsSrc, '..', 'package.json'));
  const version = read.ok ? (read.value as { version?: unknown }).version : undefined;
  if (typeof version !== 'string') throw refused(`cannot tell which shared-contracts ${remoteDir} builds against`);
  return version;
}

/** Remote version → the brands whose pin, canary or previous pin names it. */
async function versionsInUse(options: ReleaseOptions, remote: string): Promise<Map<string, string[]>> {
  const inUse = new Map<string, string[]>();
  const add = (version: string | undefined, use: string) => {
    if (version) inUse.set(version, [...(inUse.get(version) ?? []), use]);
  };
  await withStore(options, async (store) => {
    for (const id of await store.listBrands()) {
      let pin: PinState | undefined;
      try {
        const brand = parseBrand(id, (await store.readBrand(id)).brand, store.locate(id));
        pin = (brand.remotes as Record<string, PinState | undefined> | undefined)?.[remote];
      } catch {
        continue; // a brand that cannot be read is reported by the commands that change it
      }
      add(pin?.version, `${id} (pin)`);
      add(pin?.canary?.version, `${id} (canary)`);
      add(pin?.previous, `${id} (previous pin)`);
    }
  });
  return inUse;
}

async function publishedContract(options: ReleaseOptions, remote: string, version: string): Promise<ContractManifest | string> {
  const dir = await versionDir(registryOf(options), remote, version);
  if (!dir) return `${remote}@${version} is not in the registry`;
  const read = await readJsonFile(path.join(dir, CONTRACT_FILE));
  if (!read.ok) return `${remote}@${version} has no ${CONTRACT_FILE} (published before contracts were recorded)`;
  const parsed = contractManifestSchema.safeParse(read.value);
  return parsed.success ? parsed.data : `${remote}@${version}'s ${CONTRACT_FILE} is not a contract manifest`;
}

/**
 * Writes `<dist>/contract.json` and `<dist>/types.d.ts` from the remote's source and refuses a
 * breaking change without a contracts major bump. Null (nothing written) for a remote without a
 * `module-federation.config.mjs` (a dist published from elsewhere).
 */
export async function contractStep(
  options: ReleaseOptions,
  target: { remote: string; version: string; remoteDir: string; dist: string; manifest: MfManifest },
): Promise<ContractStep | null> {
  const { remote, version, remoteDir, dist, manifest } = target;
  const log = options.log ?? (() => undefined);
  let source;
  try {
    source = await readRemoteSource(remoteDir, remote);
  } catch (error) {
    throw failure(`cannot read ${remote}'s contract: ${(error as Error).message}`);
  }
  if (!source) return null;
  const sharedContracts = await builtAgainst(manifest, remoteDir, source.contractsSrc);
  let contract: ContractManifest;
  let types: string;
  try {
    const compiled = createContractProgram(source);
    contract = extractContract(source, { version, sharedContracts }, compiled);
    types = buildTypesBundle(compiled, source, { version, sharedContracts });
  } catch (error) {
    throw failure(`cannot read ${remote}'s contract from its source: ${(error as Error).message}`);
  }
  await fs.writeFile(path.join(dist, CONTRACT_FILE), `${JSON.stringify(contract, null, 2)}\n`);
  await fs.writeFile(path.join(dist, TYPES_FILE), types);

  const inUse = await versionsInUse(options, remote);
  inUse.delete(version);
  if (inUse.size === 0) {
    // Pinned nowhere yet: compare with the newest published version below this one.
    const older = (await listRegistry(registryOf(options), remote))
      .filter((v) => isExactVersion(v) && compareVersions(v, version) < 0)
      .sort(compareVersions)
      .pop();
    if (older) inUse.set(older, ['the newest older version']);
  }
  const step: ContractStep = { contract, compared: [], notCompared: [] };
  const refusals: string[] = [];
  for (const [base, usedBy] of [...inUse].sort(([a], [b]) => compareVersions(a, b))) {
    const before = await publishedContract(options, remote, base);
    if (typeof before === 'string') {
      step.notCompared.push(before);
      log(`contract not compared with ${remote}@${base}: ${before}`);
      continue;
    }
    const diff = diffContracts(before, contract);
    step.compared.push({ version: base, usedBy, diff });
    const bumped = majorOf(sharedContracts) > majorOf(before.sharedContracts);
    if (diff.breaking && !bumped) {
      refusals.push(
        `${remote}@${version} breaks the contract of ${remote}@${base} (${usedBy.join(', ')}) within shared-contracts major ${majorOf(before.sharedContracts)} (${before.sharedContracts} → ${sharedContracts}):\n${formatDiff(diff)}`,
      );
    } else if (diff.changes.length > 0) {
      log(
        `contract of ${remote}@${version} against ${remote}@${base}${diff.breaking ? ` (breaking, accepted: shared-contracts major ${majorOf(before.sharedContracts)} → ${majorOf(sharedContracts)})` : ' (compatible)'}:\n${formatDiff(diff)}`,
      );
    } else log(`contract of ${remote}@${version}: unchanged from ${remote}@${base}`);
  }
  if (refusals.length > 0)
    throw refused(
      `${refusals.join('\n')}\na breaking change needs a major bump: build it against the next shared-contracts major (where the host moves too), or keep the old shape beside the new one; nothing was published`,
    );
  return step;
}
