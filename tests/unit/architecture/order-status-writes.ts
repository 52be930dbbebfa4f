import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds every write of an order's `status`, `payment_status` or `version` with the TypeScript compiler, by types
 * rather than by text: a Kysely `.set(…)`, `.values(…)` or `.doUpdateSet(…)` whose builder's
 * table is the orders table (however it is named, aliased or held in a variable), and whose
 * argument's type has a `status` or `version` key (however it is written: literal, shorthand,
 * spread, a variable, a callback). Raw SQL (`sql` templates) that updates orders and sets either
 * column counts too.
 */

export interface StatusWrite {
  file: string;
  line: number;
  text: string;
}

const ORDER_TABLE_FILE = 'commerce/store/tables.ts';
const WRITE_METHODS = new Set(['set', 'values', 'doUpdateSet']);
const WRITTEN_COLUMNS = ['status', 'payment_status', 'version'];
const RAW_ORDERS_UPDATE = /\bupdate\s+(?:"?\w+"?\.)?"?orders"?\s+(?:as\s+\w+\s+)?set\b([\s\S]*?)(?:\bwhere\b|\breturning\b|$)/i;

/**
 * One program over the given files (paths relative to `root`) plus `virtual` sources that exist
 * only in memory (the rule's own samples), so both are checked against the real Kysely types.
 */
export function programOver(root: string, files: readonly string[], virtual: Record<string, string> = {}): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const virtualAt = new Map(Object.entries(virtual).map(([file, text]) => [join(root, file), text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtualAt.get(name);
    return text === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, text, language, true);
  };
  host.fileExists = (name) => virtualAt.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtualAt.get(name) ?? readFile.call(host, name);
  return ts.createProgram(
    [...files, ...Object.keys(virtual)].map((file) => join(root, file)),
    options,
    host,
  );
}

/** Every status or version write in `files` (relative to `root`), each with its file and line. */
export function orderStatusWrites(program: ts.Program, root: string, files: readonly string[]): StatusWrite[] {
  const checker = program.getTypeChecker();
  const orderTable = orderTableType(program, checker, root);
  const found: StatusWrite[] = [];
  for (const file of files) {
    const source = program.getSourceFile(join(root, file));
    if (!source) throw new Error(`${file} is not in the program.`);
    const record = (node: ts.Node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file, line, text: source.text.split('\n')[line - 1]!.trim() });
    };
    const visit = (node: ts.Node): void => {
      // Named by the line of the write itself (`.set(`), not the start of a long chain.
      if (isOrderColumnWrite(node, checker, orderTable))
        record((node as ts.CallExpression & { expression: ts.PropertyAccessExpression }).expression.name);
      else if (ts.isTaggedTemplateExpression(node) && isRawOrdersUpdate(node, source)) record(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function orderTableType(program: ts.Program, checker: ts.TypeChecker, root: string): ts.Type {
  const tables = program.getSourceFile(join(root, ORDER_TABLE_FILE));
  const declaration = tables?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'OrderTable',
  );
  if (!declaration) throw new Error(`No OrderTable in ${ORDER_TABLE_FILE}.`);
  return checker.getTypeAtLocation(declaration.name);
}

/** `<builder>.set|values|doUpdateSet(…)` on the orders table, naming status or version. */
function isOrderColumnWrite(node: ts.Node, checker: ts.TypeChecker, orderTable: ts.Type): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  if (!WRITE_METHODS.has(node.expression.name.text)) return false;
  if (!buildsOn(checker.getTypeAtLocation(node.expression.expression), checker, orderTable)) return false;
  const [first, second] = node.arguments;
  if (!first) return false;
  // .set('status', value): one column by name.
  if (second) {
    const column = checker.getTypeAtLocation(first);
    return column.isStringLiteral() && WRITTEN_COLUMNS.includes(column.value);
  }
  return namesAWrittenColumn(checker.getTypeAtLocation(first), checker);
}

/** The builder's table (its second type argument, resolved through the database type) is OrderTable. */
function buildsOn(builder: ts.Type, checker: ts.TypeChecker, orderTable: ts.Type): boolean {
  const name = builder.getSymbol()?.getName() ?? builder.aliasSymbol?.getName();
  if (!name || !/^(UpdateQueryBuilder|InsertQueryBuilder|OnConflictUpdateBuilder)$/.test(name)) return false;
  const [database, table] = checker.getTypeArguments(builder as ts.TypeReference);
  if (!database || !table) return false;
  // An alias ('orders as o') names a table the database type maps to the same row type.
  return (table.isUnion() ? table.types : [table]).some((each) => {
    if (!each.isStringLiteral()) return false;
    const row = database.getProperty(each.value);
    return row !== undefined && checker.getTypeOfSymbol(row) === orderTable;
  });
}

/** An object (or a callback answering one) with a status or version key. */
function namesAWrittenColumn(value: ts.Type, checker: ts.TypeChecker): boolean {
  const answers = value.getCallSignatures().map((signature) => checker.getReturnTypeOfSignature(signature));
  const candidates = answers.length ? answers : [value];
  return candidates.some((candidate) =>
    (candidate.isUnion() ? candidate.types : [candidate]).some((each) => WRITTEN_COLUMNS.some((column) => each.getProperty(column))),
  );
}

/** sql`update orders set status = …`: the template's text, with its holes, read as SQL. */
function isRawOrdersUpdate(node: ts.TaggedTemplateExpression, source: ts.SourceFile): boolean {
  if (!/\bsql$/.test(node.tag.getText(source))) return false;
  const template = node.template;
  const text = ts.isNoSubstitutionTemplateLiteral(template)
    ? template.text
    : [template.head.text, ...template.templateSpans.map((span) => ` $x ${span.literal.text}`)].join('');
  const update = RAW_ORDERS_UPDATE.exec(text);
  return update !== null && /\b(status|payment_status|version)\b/i.test(update[1]!);
}
