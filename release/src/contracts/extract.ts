// Reads a remote's contract from its source with the TypeScript compiler API: the props of each
// expose's default export, and the bus events its own code emits and listens to (with their payloads
// from shared-contracts' PlatformEvents). One program per publish, rooted at the expose files: the
// checker resolves only what it is asked about, so this takes seconds, not a typecheck's minutes.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ContractManifest, PropShape, TypeShape } from './schema';

/** The federation config file every remote keeps its exposes in (HOUSE-STYLE: the one place). */
export const FEDERATION_CONFIG = 'module-federation.config.mjs';

export interface RemoteSource {
  remote: string;
  remoteDir: string;
  /** Exposed key (`CategoryLobby`) → absolute path of its file. */
  exposes: Record<string, string>;
  /** shared-contracts/src as the remote resolves it. */
  contractsSrc: string;
}

/** The exposes of a remote's federation config (read, not run), or null when it has none. */
export async function readRemoteSource(remoteDir: string, remote: string): Promise<RemoteSource | null> {
  const configFile = path.join(remoteDir, FEDERATION_CONFIG);
  let text: string;
  try {
    text = await fs.readFile(configFile, 'utf8');
  } catch {
    return null;
  }
  const source = ts.createSourceFile(configFile, text, ts.ScriptTarget.ES2022, true);
  const exposes: Record<string, string> = {};
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(source) === 'exposes' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) continue;
        const key = ts.isStringLiteralLike(property.name) || ts.isIdentifier(property.name) ? property.name.text : null;
        if (key) exposes[key.replace(/^\.\//, '')] = path.resolve(remoteDir, property.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const contractsSrc = path.join(path.dirname(resolveContractsPackage(remoteDir)), 'src');
  return { remote, remoteDir, exposes, contractsSrc };
}

/** shared-contracts' package.json as the remote resolves it (the version it is built against). */
function resolveContractsPackage(remoteDir: string): string {
  try {
    return createRequire(path.join(remoteDir, 'package.json')).resolve('shared-contracts/package.json');
  } catch {
    throw new Error(`${remoteDir} cannot resolve shared-contracts (install its dependencies first)`);
  }
}

/** The compiler options of the workspace (tsconfig.base.json), without emit. */
export const PROGRAM_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** The program and checker over a remote's exposes and the shared-contracts files the contract reads. */
export function createContractProgram(source: RemoteSource): { program: ts.Program; checker: ts.TypeChecker } {
  const roots = [
    ...Object.values(source.exposes),
    path.join(source.contractsSrc, 'events', 'event-map.ts'),
    path.join(source.contractsSrc, 'host', 'host-api.ts'),
    path.join(source.contractsSrc, 'remotes', 'remotes.ts'),
  ];
  const program = ts.createProgram({ rootNames: roots, options: PROGRAM_OPTIONS });
  return { program, checker: program.getTypeChecker() };
}

const MAX_DEPTH = 10;

function isExternal(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile();
  return file.isDeclarationFile || file.fileName.includes('/node_modules/');
}

/** A checker type as a contract shape. */
export function shapeOf(checker: ts.TypeChecker, type: ts.Type, seen: readonly ts.Type[] = []): TypeShape {
  const f = type.flags;
  if (f & ts.TypeFlags.Any) return { kind: 'any' };
  if (f & ts.TypeFlags.Unknown) return { kind: 'unknown' };
  if (f & ts.TypeFlags.Never) return { kind: 'never' };
  if (f & ts.TypeFlags.Void) return { kind: 'void' };
  if (f & ts.TypeFlags.Undefined) return { kind: 'undefined' };
  if (f & ts.TypeFlags.Null) return { kind: 'null' };
  if (f & ts.TypeFlags.StringLiteral) return { kind: 'literal', value: (type as ts.StringLiteralType).value };
  if (f & ts.TypeFlags.NumberLiteral) return { kind: 'literal', value: (type as ts.NumberLiteralType).value };
  if (f & ts.TypeFlags.BooleanLiteral) return { kind: 'literal', value: checker.typeToString(type) === 'true' };
  if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { kind: 'string' };
  if (f & ts.TypeFlags.Number) return { kind: 'number' };
  if (f & ts.TypeFlags.Boolean) return { kind: 'boolean' };
  if (f & ts.TypeFlags.BigInt || f & ts.TypeFlags.BigIntLiteral) return { kind: 'bigint' };
  if (seen.includes(type) || seen.length > MAX_DEPTH) return { kind: 'opaque', name: checker.typeToString(type) };
  const inner = [...seen, type];
  if (type.isUnion()) {
    const of = type.types.map((member) => shapeOf(checker, member, inner));
    // The checker splits `boolean` into `true | false`: join them back for a readable diff.
    const hasTrue = of.some((s) => s.kind === 'literal' && s.value === true);
    const hasFalse = of.some((s) => s.kind === 'literal' && s.value === false);
    const joined =
      hasTrue && hasFalse
        ? [...of.filter((s) => !(s.kind === 'literal' && typeof s.value === 'boolean')), { kind: 'boolean' } as TypeShape]
        : of;
    return joined.length === 1 ? (joined[0] as TypeShape) : { kind: 'union', of: joined };
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const args = checker.getTypeArguments(type as ts.TypeReference);
    const of = args.map((arg) => shapeOf(checker, arg, inner));
    return { kind: 'array', of: of.length === 1 ? (of[0] as TypeShape) : { kind: 'union', of } };
  }
  const symbol = type.getSymbol();
  // A class or an external package's object (a React node, a Date): compared by name only.
  if (symbol?.declarations?.some((d) => ts.isClassDeclaration(d) || isExternal(d)) && !(type.flags & ts.TypeFlags.Intersection))
    return { kind: 'opaque', name: checker.typeToString(type) };
  const calls = type.getCallSignatures();
  const properties = checker.getPropertiesOfType(type);
  if (calls.length > 0 && properties.length === 0) {
    const signature = calls[0] as ts.Signature;
    const params: PropShape[] = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const optional = !!declaration && ts.isParameter(declaration) && (!!declaration.questionToken || !!declaration.initializer);
      return { type: withoutUndefined(shapeOf(checker, checker.getTypeOfSymbol(parameter), inner), optional), optional };
    });
    return { kind: 'function', params, returns: shapeOf(checker, signature.getReturnType(), inner) };
  }
  if (f & ts.TypeFlags.Object || f & ts.TypeFlags.Intersection) {
    const props: Record<string, PropShape> = {};
    for (const property of properties) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      props[property.name] = { type: withoutUndefined(shapeOf(checker, checker.getTypeOfSymbol(property), inner), optional), optional };
    }
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
    return index ? { kind: 'object', props, index: shapeOf(checker, index.type, inner) } : { kind: 'object', props };
  }
  return { kind: 'opaque', name: checker.typeToString(type) };
}

/** An optional member's type without the `undefined` its `?` already says. */
function withoutUndefined(shape: TypeShape, optional: boolean): TypeShape {
  if (!optional || shape.kind !== 'union') return shape;
  const of = shape.of.filter((member) => member.kind !== 'undefined');
  return of.length === 1 ? (of[0] as TypeShape) : { kind: 'union', of };
}

/** The props type of an expose file's default export (its first parameter), or null (no parameter). */
export function exposePropsType(checker: ts.TypeChecker, file: ts.SourceFile): ts.Type | null {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`${file.fileName} is not a module`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((s) => s.escapedName === 'default');
  if (!exported) throw new Error(`${file.fileName} has no default export (an expose's component)`);
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbolAtLocation(target, file);
  const signature = type.getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, file) : null;
}

const LISTEN_METHODS = new Set(['on', 'once']);

/** The bus calls in the remote's own source files: event name → emitted and/or listened. */
export function busEventsOf(
  program: ts.Program,
  checker: ts.TypeChecker,
  source: RemoteSource,
): Map<string, { emits: boolean; listens: boolean }> {
  const events = new Map<string, { emits: boolean; listens: boolean }>();
  const own = path.join(source.remoteDir, 'src') + path.sep;
  const record = (argument: ts.Expression | undefined, role: 'emits' | 'listens') => {
    if (!argument) return;
    const type = checker.getTypeAtLocation(argument);
    const literals = type.isUnion() ? type.types : [type];
    for (const literal of literals) {
      if (!literal.isStringLiteral()) continue;
      const entry = events.get(literal.value) ?? { emits: false, listens: false };
      entry[role] = true;
      events.set(literal.value, entry);
    }
  };
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(own) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const declaration = checker.getResolvedSignature(node)?.getDeclaration();
        const declaredIn = declaration?.getSourceFile().fileName ?? '';
        if (declaration && declaredIn.startsWith(source.contractsSrc)) {
          const name = declaration.name && ts.isIdentifier(declaration.name) ? declaration.name.text : '';
          const onBus = declaredIn.endsWith(path.join('events', 'event-bus.ts'));
          if (onBus && name === 'emit') record(node.arguments[0], 'emits');
          else if (onBus && LISTEN_METHODS.has(name)) record(node.arguments[0], 'listens');
          else if (name === 'useBusEvent') record(node.arguments[0], 'listens');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return events;
}

/** The PlatformEvents interface type of the program's shared-contracts. */
export function platformEventsType(program: ts.Program, checker: ts.TypeChecker, source: RemoteSource): ts.Type {
  const file = program.getSourceFile(path.join(source.contractsSrc, 'events', 'event-map.ts'));
  const declaration = file?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'PlatformEvents',
  );
  if (!declaration) throw new Error('shared-contracts has no PlatformEvents interface (events/event-map.ts)');
  return checker.getTypeAtLocation(declaration);
}

/** A remote's contract manifest, from its source. */
export function extractContract(
  source: RemoteSource,
  versions: { version: string; sharedContracts: string },
  compiled = createContractProgram(source),
): ContractManifest {
  const { program, checker } = compiled;
  const exposes: ContractManifest['exposes'] = {};
  for (const [key, file] of Object.entries(source.exposes).sort(([a], [b]) => a.localeCompare(b))) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${source.remote}'s expose ${key} (${file}) cannot be read`);
    const props = exposePropsType(checker, sourceFile);
    exposes[key] = { props: props ? shapeOf(checker, props) : { kind: 'object', props: {} } };
  }
  const platformEvents = platformEventsType(program, checker, source);
  const events: ContractManifest['events'] = {};
  for (const [name, roles] of [...busEventsOf(program, checker, source)].sort(([a], [b]) => a.localeCompare(b))) {
    const property = platformEvents.getProperty(name);
    const payload: TypeShape = property ? shapeOf(checker, checker.getTypeOfSymbol(property)) : { kind: 'unknown' };
    events[name] = { ...roles, payload };
  }
  return { schemaVersion: 1, remote: source.remote, version: versions.version, sharedContracts: versions.sharedContracts, exposes, events };
}
