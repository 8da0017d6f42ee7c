// One self-contained declaration file per published version (`types.d.ts`): the props of the
// remote's exposes, the bus events (PlatformEvents) and the host API it was built against, with
// every shared-contracts type they reach, for a team whose code lives in another repository. It
// imports nothing: a declaration whose source text names only shared-contracts types, TypeScript's
// lib and its own type parameters is copied as written (with its TSDoc); one built on a library's
// types (zod's `z.infer<…>`) is printed expanded by the checker; a library type that remains (React's
// ReactNode) is declared `unknown` under its own name, listed in the file's header.
import path from 'node:path';
import ts from 'typescript';
import { exposePropsType, type RemoteSource } from './extract';

/** The shared-contracts names every bundle starts from (beside the exposes' props). */
const ROOTS: readonly [file: string, name: string][] = [
  ['events/event-map.ts', 'PlatformEvents'],
  ['events/event-map.ts', 'PlatformEventName'],
  ['events/platform-bus.ts', 'PlatformEventBus'],
  ['host/host-api.ts', 'HostApi'],
];

const PRINT_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.InTypeAlias |
  ts.NodeBuilderFlags.UseStructuralFallback |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.MultilineObjectLiterals;

interface Bundler {
  checker: ts.TypeChecker;
  printer: ts.Printer;
  scratch: ts.SourceFile;
  /** Emitted (or queued) declarations, by symbol. */
  names: Map<ts.Symbol, string>;
  used: Set<string>;
  queue: ts.Symbol[];
  opaque: Map<string, string>;
  out: string[];
}

function isLib(declaration: ts.Node): boolean {
  const file = declaration.getSourceFile();
  return file.hasNoDefaultLib || /[\\/]typescript[\\/]lib[\\/]lib\..*\.d\.ts$/.test(file.fileName);
}

function isExternal(declaration: ts.Node): boolean {
  const file = declaration.getSourceFile();
  return file.isDeclarationFile || file.fileName.includes(`${path.sep}node_modules${path.sep}`);
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The bundle's name for a declared type, queued for emission on first use. */
function nameFor(b: Bundler, symbol: ts.Symbol): string {
  const known = b.names.get(symbol);
  if (known) return known;
  let name = symbol.name;
  for (let n = 2; b.used.has(name); n += 1) name = `${symbol.name}${n}`;
  b.used.add(name);
  b.names.set(symbol, name);
  b.queue.push(symbol);
  return name;
}

function opaqueName(b: Bundler, symbol: ts.Symbol, typeParameterCount: number): string {
  const from = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(from.split('.pnpm').pop() ?? '')?.[1] ?? 'a library';
  const name = symbol.name;
  if (!b.opaque.has(name)) {
    const params = typeParameterCount > 0 ? `<${Array.from({ length: typeParameterCount }, (_, i) => `_T${i} = unknown`).join(', ')}>` : '';
    b.opaque.set(
      name,
      `/** ${pkg}'s \`${name}\`: declared \`unknown\` here so this file needs no other package. */\nexport type ${name}${params} = unknown;`,
    );
    b.used.add(name);
  }
  return name;
}

/**
 * Whether a declaration's own text can be copied: every type it names is a type parameter, a lib
 * type or a shared-contracts/remote declaration (not a value: no `typeof`, no `import()`).
 */
function canCopy(b: Bundler, node: ts.Node): boolean {
  let ok = true;
  const visit = (child: ts.Node): void => {
    if (!ok) return;
    if (ts.isTypeQueryNode(child) || ts.isImportTypeNode(child)) {
      ok = false;
      return;
    }
    if (ts.isTypeReferenceNode(child) || ts.isExpressionWithTypeArguments(child)) {
      const name = ts.isTypeReferenceNode(child) ? child.typeName : child.expression;
      const symbol = b.checker.getSymbolAtLocation(name);
      const target = symbol && resolveAlias(b.checker, symbol);
      const declaration = target?.declarations?.[0];
      if (!target || !declaration) ok = false;
      else if (!(target.flags & ts.SymbolFlags.TypeParameter) && !isLib(declaration) && isExternal(declaration)) ok = false;
      else if (!(target.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.TypeParameter))) ok = false;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return ok;
}

/** A copied declaration's text with every referenced declaration renamed to (and queued as) its bundle name. */
function copyText(b: Bundler, node: ts.Node): string {
  const file = node.getSourceFile();
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isTypeReferenceNode(child) || ts.isExpressionWithTypeArguments(child)) {
      const name = ts.isTypeReferenceNode(child) ? child.typeName : child.expression;
      const symbol = b.checker.getSymbolAtLocation(name);
      const target = symbol && resolveAlias(b.checker, symbol);
      const declaration = target?.declarations?.[0];
      if (target && declaration && !(target.flags & ts.SymbolFlags.TypeParameter) && !isLib(declaration))
        edits.push({ start: name.getStart(file), end: name.getEnd(), text: nameFor(b, target) });
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  let text = file.text.slice(node.getStart(file), node.getEnd());
  const base = node.getStart(file);
  for (const edit of edits.sort((x, y) => y.start - x.start))
    text = text.slice(0, edit.start - base) + edit.text + text.slice(edit.end - base);
  return text;
}

/** A type printed by the checker, its named references renamed to (and queued as) bundle names. */
function printType(b: Bundler, type: ts.Type, enclosing: ts.Node | undefined): string {
  const node = b.checker.typeToTypeNode(type, enclosing, PRINT_FLAGS);
  if (!node) return 'unknown';
  const rename = (context: ts.TransformationContext) => {
    const visit = (child: ts.Node): ts.Node => {
      if (ts.isTypeQueryNode(child) || ts.isImportTypeNode(child)) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
      if (ts.isTypeReferenceNode(child)) {
        // The node builder keeps the symbol it printed on the identifier (internal, stable for years).
        const leftmost = ts.isQualifiedName(child.typeName) ? child.typeName.right : child.typeName;
        const symbol = (leftmost as ts.Identifier & { symbol?: ts.Symbol }).symbol;
        const target = symbol && resolveAlias(b.checker, symbol);
        const declaration = target?.declarations?.[0];
        const args = child.typeArguments?.map((arg) => ts.visitNode(arg, visit) as ts.TypeNode);
        if (!target || !declaration) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
        if (target.flags & ts.SymbolFlags.TypeParameter)
          return ts.factory.updateTypeReferenceNode(child, child.typeName, ts.factory.createNodeArray(args));
        if (isLib(declaration))
          return ts.factory.updateTypeReferenceNode(child, child.typeName, args ? ts.factory.createNodeArray(args) : undefined);
        const name = isExternal(declaration) ? opaqueName(b, target, args?.length ?? 0) : nameFor(b, target);
        return ts.factory.createTypeReferenceNode(name, args);
      }
      return ts.visitEachChild(child, visit, context);
    };
    return (root: ts.Node) => ts.visitNode(root, visit);
  };
  const [renamed] = ts.transform(node, [rename]).transformed;
  return b.printer.printNode(ts.EmitHint.Unspecified, renamed as ts.Node, b.scratch);
}

function docOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return docs.map((doc) => `${file.text.slice(doc.getStart(file), doc.getEnd())}\n`).join('');
}

function typeParametersText(node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration, b: Bundler): string {
  if (!node.typeParameters) return '';
  // A parameter constrained by a library's type keeps its name, with `unknown` as its default.
  return `<${node.typeParameters.map((p) => (canCopy(b, p) ? copyText(b, p) : `${p.name.text} = unknown`)).join(', ')}>`;
}

/** Emits one queued declaration. */
function emitSymbol(b: Bundler, symbol: ts.Symbol): void {
  const name = b.names.get(symbol) as string;
  const declaration = symbol.declarations?.find(
    (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isEnumDeclaration(d),
  );
  if (!declaration || ts.isEnumDeclaration(declaration)) {
    // A value used as a type (a class, a const): its type, printed.
    const type = b.checker.getDeclaredTypeOfSymbol(symbol);
    b.out.push(`export type ${name} = ${printType(b, type, symbol.declarations?.[0])};`);
    return;
  }
  const doc = docOf(declaration);
  const params = typeParametersText(declaration, b);
  if (ts.isTypeAliasDeclaration(declaration)) {
    const body = canCopy(b, declaration.type)
      ? copyText(b, declaration.type)
      : printType(b, b.checker.getTypeFromTypeNode(declaration.type), declaration);
    b.out.push(`${doc}export type ${name}${params} = ${body};`);
    return;
  }
  const heritage = (declaration.heritageClauses ?? []).map((clause) => (canCopy(b, clause) ? copyText(b, clause) : ''));
  const members = declaration.members.map((member) => {
    const memberDoc = docOf(member);
    if (canCopy(b, member)) return `${memberDoc}${copyText(b, member)}`;
    // A member naming a library's type or a value: its type, printed.
    const memberSymbol = b.checker.getSymbolAtLocation(member.name ?? member);
    const optional = member.questionToken ? '?' : '';
    const readonly = ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const memberName = member.name ? member.name.getText() : '';
    const type = memberSymbol ? b.checker.getTypeOfSymbolAtLocation(memberSymbol, member) : b.checker.getTypeAtLocation(member);
    return `${memberDoc}${readonly}${memberName}${optional}: ${printType(b, type, member)};`;
  });
  b.out.push(
    `${doc}export interface ${name}${params}${heritage.filter(Boolean).length ? ` ${heritage.join(' ')}` : ''} {\n${members.map((m) => m.replace(/^/gm, '  ')).join('\n')}\n}`,
  );
}

function findDeclaration(program: ts.Program, checker: ts.TypeChecker, file: string, name: string): ts.Symbol {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  if (!symbol) throw new Error(`${file} does not export ${name}`);
  return resolveAlias(checker, symbol);
}

/** The `types.d.ts` text of a remote version. */
export function buildTypesBundle(
  compiled: { program: ts.Program; checker: ts.TypeChecker },
  source: RemoteSource,
  versions: { version: string; sharedContracts: string },
): string {
  const { program, checker } = compiled;
  const scratch = ts.createSourceFile('bundle.d.ts', '', ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const b: Bundler = {
    checker,
    printer: ts.createPrinter({ removeComments: false }),
    scratch,
    names: new Map(),
    used: new Set(['ExposeProps', 'REMOTE', 'VERSION', 'SHARED_CONTRACTS']),
    queue: [],
    opaque: new Map(),
    out: [],
  };
  const exposeLines: string[] = [];
  for (const [key, file] of Object.entries(source.exposes).sort(([x], [y]) => x.localeCompare(y))) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${source.remote}'s expose ${key} (${file}) cannot be read`);
    const props = exposePropsType(checker, sourceFile);
    const named =
      props?.aliasSymbol ?? (props && props.getSymbol()?.declarations?.some(ts.isInterfaceDeclaration) ? props.getSymbol() : undefined);
    const text = !props ? 'Record<string, never>' : named ? nameFor(b, resolveAlias(checker, named)) : printType(b, props, sourceFile);
    exposeLines.push(`  /** \`${REMOTE_CONTAINER(source.remote)}/${key}\` (the shell loads it as \`./${key}\`). */\n  ${key}: ${text};`);
  }
  for (const [file, name] of ROOTS) nameFor(b, findDeclaration(program, checker, path.join(source.contractsSrc, file), name));
  for (let i = 0; i < b.queue.length; i += 1) emitSymbol(b, b.queue[i] as ts.Symbol);
  const header = [
    `// ${source.remote}@${versions.version}: the types a consumer needs, built against shared-contracts ${versions.sharedContracts}.`,
    '// Generated by `wl-release publish` from the source; self-contained (no import). Do not edit.',
    ...(b.opaque.size > 0
      ? [`// Declared \`unknown\` (library types this file does not carry): ${[...b.opaque.keys()].sort().join(', ')}.`]
      : []),
    '',
    `/** The remote's package name. */`,
    `export declare const REMOTE: '${source.remote}';`,
    `/** This version. */`,
    `export declare const VERSION: '${versions.version}';`,
    `/** The shared-contracts version it was built against (a host must run the same major). */`,
    `export declare const SHARED_CONTRACTS: '${versions.sharedContracts}';`,
    '',
    `/** Exposed key → the props its default export takes. */`,
    `export interface ExposeProps {\n${exposeLines.join('\n')}\n}`,
  ].join('\n');
  return `${[header, ...b.out, ...[...b.opaque.values()]].join('\n\n')}\n`;
}

function REMOTE_CONTAINER(remote: string): string {
  return remote.replace(/-/g, '_');
}
