// The machine-readable contract of a published remote version (`contract.json` beside its files):
// what its exposes take and which bus events it emits and listens to, as plain JSON types. Written
// by `publish` from the source (extract.ts), read back by the next publish to compare (diff.ts).
import { z } from 'zod';

/** A TypeScript type reduced to what a contract can compare: plain, serialisable data. */
export type TypeShape =
  | { kind: 'string' | 'number' | 'boolean' | 'bigint' | 'null' | 'undefined' | 'void' | 'unknown' | 'any' | 'never' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'union'; of: TypeShape[] }
  | { kind: 'array'; of: TypeShape }
  | { kind: 'object'; props: Record<string, PropShape>; index?: TypeShape }
  | { kind: 'function'; params: PropShape[]; returns: TypeShape }
  /** A type the contract does not look into (a recursive reference, a class, an external package's type). */
  | { kind: 'opaque'; name: string };

/** One property (or parameter) of an object shape. */
export interface PropShape {
  type: TypeShape;
  optional: boolean;
}

export const CONTRACT_FILE = 'contract.json';
export const TYPES_FILE = 'types.d.ts';

/** `contract.json`: a remote version's exposes and bus events, with the shapes compared at publish. */
export interface ContractManifest {
  schemaVersion: 1;
  remote: string;
  version: string;
  /** The shared-contracts version the remote was built against (its major decides what may break). */
  sharedContracts: string;
  /** Exposed key (`CategoryLobby`) → the props its default export takes. */
  exposes: Record<string, { props: TypeShape }>;
  /** Event name → its payload; `emits`: the remote's own code emits it, `listens`: it listens to it. */
  events: Record<string, { emits: boolean; listens: boolean; payload: TypeShape }>;
}

const primitiveKinds = ['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'void', 'unknown', 'any', 'never'] as const;

export const typeShapeSchema: z.ZodType<TypeShape> = z.lazy(() =>
  z.union([
    z.object({ kind: z.enum(primitiveKinds) }),
    z.object({ kind: z.literal('literal'), value: z.union([z.string(), z.number(), z.boolean()]) }),
    z.object({ kind: z.literal('union'), of: z.array(typeShapeSchema) }),
    z.object({ kind: z.literal('array'), of: typeShapeSchema }),
    z.object({ kind: z.literal('object'), props: z.record(z.string(), propShapeSchema), index: typeShapeSchema.optional() }),
    z.object({ kind: z.literal('function'), params: z.array(propShapeSchema), returns: typeShapeSchema }),
    z.object({ kind: z.literal('opaque'), name: z.string() }),
  ]),
) as z.ZodType<TypeShape>;

const propShapeSchema: z.ZodType<PropShape> = z.lazy(() => z.object({ type: typeShapeSchema, optional: z.boolean() }));

export const contractManifestSchema: z.ZodType<ContractManifest> = z.object({
  schemaVersion: z.literal(1),
  remote: z.string(),
  version: z.string(),
  sharedContracts: z.string(),
  exposes: z.record(z.string(), z.object({ props: typeShapeSchema })),
  events: z.record(z.string(), z.object({ emits: z.boolean(), listens: z.boolean(), payload: typeShapeSchema })),
}) as z.ZodType<ContractManifest>;

/** A type shape as TypeScript-like text, for the printed difference. */
export function formatShape(shape: TypeShape): string {
  switch (shape.kind) {
    case 'literal':
      return JSON.stringify(shape.value).replace(/^"(.*)"$/, "'$1'");
    case 'union':
      return shape.of.map((member) => (member.kind === 'function' ? `(${formatShape(member)})` : formatShape(member))).join(' | ');
    case 'array': {
      const inner = formatShape(shape.of);
      return shape.of.kind === 'union' || shape.of.kind === 'function' ? `(${inner})[]` : `${inner}[]`;
    }
    case 'object': {
      const props = Object.entries(shape.props).map(([name, prop]) => `${name}${prop.optional ? '?' : ''}: ${formatShape(prop.type)}`);
      if (shape.index) props.push(`[key: string]: ${formatShape(shape.index)}`);
      return props.length === 0 ? '{}' : `{ ${props.join('; ')} }`;
    }
    case 'function':
      return `(${shape.params.map((p, i) => `a${i}${p.optional ? '?' : ''}: ${formatShape(p.type)}`).join(', ')}) => ${formatShape(shape.returns)}`;
    case 'opaque':
      return shape.name;
    default:
      return shape.kind;
  }
}
