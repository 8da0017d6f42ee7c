import type { EndpointDef } from '../endpoint';
import type * as entries from './entries';

/**
 * The endpoint catalogue: every call the front end makes, by name. The reference API implements
 * exactly these entries, and its contract test checks each answer against the `value` schema.
 * A namespace (not an object literal), so a bundle keeps only the entries it reads.
 */
export * as endpoints from './entries';

/** Name of a catalogue entry. */
export type EndpointName = keyof typeof entries;

// Every entry is an endpoint definition (what `satisfies` checked on the former object literal).
type AssertEndpoints<T extends Record<string, EndpointDef>> = T;
export type CheckedCatalogue = AssertEndpoints<typeof entries>;
