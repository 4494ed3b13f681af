import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * docs/upstream-api.md read as a contract: its `ts` blocks and its call tables become a small
 * type model, written by hand and independent of the product's zod schemas and of the demo, so
 * a field the two misread the same way still disagrees with the document.
 */

export type DocType =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'unknown'; alias?: string }
  | { kind: 'literal'; values: readonly (string | number)[] }
  | { kind: 'array'; of: DocType }
  | { kind: 'union'; of: readonly DocType[] }
  | { kind: 'object'; fields: Readonly<Record<string, DocField>> }
  | { kind: 'ref'; name: string };

interface DocField {
  type: DocType;
  optional: boolean;
}

/** One query parameter of a call's request column: `activityId`, or `isOnlyChat=true`. */
interface DocQueryParam {
  name: string;
  optional: boolean;
  /** The one value the document allows, when it names one. */
  value?: string;
}

interface DocRequest {
  query: readonly DocQueryParam[];
  /** The JSON body of a POST; undefined when the call documents none. */
  body?: DocType;
}

export interface DocCall {
  method: 'GET' | 'POST';
  /** The path as documented, e.g. `/eventor/public/activity/{hash}`. */
  path: string;
  request: DocRequest;
  response: DocType;
}

/** A code of section 1's error catalogue: the statuses it comes with and its English text. */
interface DocErrorCode {
  code: string;
  statuses: readonly number[];
  text: string;
}

export interface UpstreamDoc {
  types: ReadonlyMap<string, DocType>;
  calls: readonly DocCall[];
  /** Section 1's failure body, `{ "error": "<CODE>", "message"?: string }`. */
  errorEnvelope: DocType;
  /** The placeholder the envelope's `error` field holds in the document (`<CODE>`). */
  errorCodePlaceholder: string;
  errorCodes: readonly DocErrorCode[];
  /** Section 1's default text, shown for a code the catalogue does not know. */
  defaultErrorText: string;
}

export const UPSTREAM_DOC = path.join(__dirname, '..', 'docs', 'upstream-api.md');

/** Builds the model from the document's text (a test may hand it an edited copy). */
export function parseUpstreamDoc(markdown: string): UpstreamDoc {
  const types = new Map<string, DocType>();
  const pending: ts.PropertySignature[] = [];
  const fieldTypes = new Map<string, ts.TypeNode>();

  const convert = (node: ts.TypeNode | undefined, owner: string): DocType => {
    if (!node) throw new Error(`${owner}: no type`);
    if (ts.isParenthesizedTypeNode(node)) return convert(node.type, owner);
    if (ts.isArrayTypeNode(node)) return { kind: 'array', of: convert(node.elementType, owner) };
    if (ts.isTypeLiteralNode(node)) return objectOf(node.members, owner);
    if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return { kind: 'null' };
      if (ts.isStringLiteral(node.literal)) return { kind: 'literal', values: [node.literal.text] };
      if (ts.isNumericLiteral(node.literal))
        return { kind: 'literal', values: [Number(node.literal.text)] };
    }
    if (ts.isUnionTypeNode(node)) {
      const members = node.types.map((member) => convert(member, owner));
      if (members.every((member) => member.kind === 'literal'))
        return { kind: 'literal', values: members.flatMap((member) => member.values) };
      return { kind: 'union', of: members };
    }
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        return { kind: 'string' };
      case ts.SyntaxKind.NumberKeyword:
        return { kind: 'number' };
      case ts.SyntaxKind.BooleanKeyword:
        return { kind: 'boolean' };
      case ts.SyntaxKind.UnknownKeyword:
        return { kind: 'unknown' };
    }
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText();
      const args = node.typeArguments ?? [];
      // `Partial<Record<K, V>>`: an object with an optional field per key.
      if (name === 'Partial' && args[0] && ts.isTypeReferenceNode(args[0])) {
        const [keys, value] = args[0].typeArguments ?? [];
        const keyType = resolve(convert(keys, owner), types);
        if (keyType.kind !== 'literal') throw new Error(`${owner}: Record keys must be literals`);
        const type = convert(value, owner);
        return {
          kind: 'object',
          fields: Object.fromEntries(
            keyType.values.map((key) => [String(key), { type, optional: true }]),
          ),
        };
      }
      return { kind: 'ref', name };
    }
    throw new Error(`${owner}: unsupported type ${node.getText()}`);
  };

  const objectOf = (members: ts.NodeArray<ts.TypeElement>, owner: string): DocType => {
    const fields: Record<string, DocField> = {};
    for (const member of members) {
      if (!ts.isPropertySignature(member)) throw new Error(`${owner}: not a field`);
      // `"error"` in the failure body is the field `error`.
      const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
      if (!member.type) pending.push(member);
      fields[name] = {
        // `{ activityID, name }` in a table names a field already typed in a block.
        type: member.type
          ? convert(member.type, `${owner}.${name}`)
          : { kind: 'ref', name: `field:${name}` },
        optional: !!member.questionToken,
      };
    }
    return { kind: 'object', fields };
  };

  const source = (text: string, name: string) =>
    ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

  for (const [, block] of markdown.matchAll(/```ts\n([\s\S]*?)```/g)) {
    for (const statement of source(block ?? '', 'block.ts').statements) {
      if (ts.isTypeAliasDeclaration(statement)) {
        const name = statement.name.text;
        const converted = convert(statement.type, name);
        // `DateTime` and `Url` stay strings that know what they are.
        types.set(name, converted.kind === 'string' ? { kind: 'string', alias: name } : converted);
      } else if (ts.isInterfaceDeclaration(statement)) {
        const name = statement.name.text;
        types.set(name, objectOf(statement.members, name));
        for (const member of statement.members) {
          if (ts.isPropertySignature(member) && member.type) {
            const field = member.name.getText();
            if (!fieldTypes.has(field)) fieldTypes.set(field, member.type);
          }
        }
      }
    }
  }

  const typeOf = (text: string, owner: string): DocType => {
    const alias = source(`type T = ${text};`, 'cell.ts').statements[0];
    if (!alias || !ts.isTypeAliasDeclaration(alias)) throw new Error(`unreadable: ${text}`);
    return convert(alias.type, owner);
  };

  /**
   * The request column: `–` (nothing), `query \`a\`, \`b=value\` optional, …` (a parameter
   * followed by "optional" may be left out), or a backticked POST body type.
   */
  const requestOf = (cell: string, owner: string): DocRequest => {
    if (cell === '–' || cell === '-') return { query: [] };
    if (cell.startsWith('query ')) {
      const items = [...cell.matchAll(/`([^`]+)`/g)];
      const query = items.map((item, index) => {
        const [name = '', value] = (item[1] ?? '').split('=');
        const after = cell.slice(item.index + item[0].length, items[index + 1]?.index);
        if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`${owner}: query ${name}`);
        return { name, optional: /\boptional\b/.test(after), value };
      });
      if (query.length === 0) throw new Error(`${owner}: query names no parameter`);
      return { query };
    }
    const body = cell.match(/^`(\{[^`]+\})`/)?.[1];
    if (!body) throw new Error(`${owner}: unreadable request column: ${cell}`);
    return { query: [], body: typeOf(body, `${owner} body`) };
  };

  const calls: DocCall[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const [, method, pathCell] = cells;
    const responseCell = cells.at(-2);
    if ((method !== 'GET' && method !== 'POST') || !pathCell || !responseCell) continue;
    const text = responseCell.replace(/\\\|/g, '|').match(/^`([^`]+)`/)?.[1];
    const pathText = pathCell.match(/^`([^`]+)`$/)?.[1];
    if (!text || !pathText) throw new Error(`unreadable call row: ${line}`);
    const requestCell = cells.length >= 6 ? cells[3] : undefined;
    if (requestCell === undefined) throw new Error(`no request column: ${line}`);
    calls.push({
      method,
      path: pathText,
      request: requestOf(requestCell, pathText),
      response: typeOf(text, pathText),
    });
  }

  for (const member of pending) {
    const name = member.name.getText();
    const node = fieldTypes.get(name);
    if (!node) throw new Error(`field ${name} is typed nowhere in the document`);
    types.set(`field:${name}`, convert(node, name));
  }
  return { types, calls, ...errorsOf(markdown, typeOf) };
}

/**
 * Section 1's failure convention: the line `Failure: HTTP 4xx/5xx with body \`{ … }\``, the
 * catalogue bullet (`CODE` (statuses, …) → "text"; `A` / `B` (…) → "text" gives both codes
 * the text) and the default text ("Something went wrong" / …).
 */
function errorsOf(
  markdown: string,
  typeOf: (text: string, owner: string) => DocType,
): Pick<UpstreamDoc, 'errorEnvelope' | 'errorCodePlaceholder' | 'errorCodes' | 'defaultErrorText'> {
  const conventions = markdown.match(/## 1\. Conventions\n([\s\S]*?)\n## /)?.[1];
  if (!conventions) throw new Error('section 1 (Conventions) is missing');
  const failure = conventions.match(/Failure: HTTP 4xx\/5xx with body `(\{[^`]+\})`/)?.[1];
  if (!failure) throw new Error('section 1 names no failure body');
  const errorEnvelope = typeOf(failure, 'failure body');
  const placeholder =
    errorEnvelope.kind === 'object' && errorEnvelope.fields.error?.type.kind === 'literal'
      ? errorEnvelope.fields.error.type.values[0]
      : undefined;
  if (typeof placeholder !== 'string') throw new Error('the failure body has no `error` code');
  const defaultErrorText = conventions.match(/falls back to the default text\s+\("([^"]+)"/)?.[1];
  if (!defaultErrorText) throw new Error('section 1 names no default error text');

  const bullet = conventions.split(/\n- /).find((item) => item.startsWith('Codes with texts'));
  if (!bullet) throw new Error('section 1 has no error catalogue');
  const errorCodes: DocErrorCode[] = [];
  // Each entry: one or more `CODE`s joined by " / ", optional "(statuses, …)", → "text".
  const entry = /((?:`[A-Z][A-Z0-9_]*`(?:\s*\/\s*)?)+)\s*(?:\(([^)]*)\))?\s*→\s*"([^"]+)"/g;
  for (const [, codes = '', detail = '', text = ''] of bullet
    .replace(/\s+/g, ' ')
    .matchAll(entry)) {
    const statuses = (detail.match(/^[\d/\s]+/)?.[0] ?? '').match(/\d{3}/g)?.map(Number) ?? [];
    for (const [, code] of codes.matchAll(/`([A-Z][A-Z0-9_]*)`/g))
      errorCodes.push({ code: code!, statuses, text });
  }
  if (errorCodes.length === 0) throw new Error('the error catalogue names no code');
  return { errorEnvelope, errorCodePlaceholder: placeholder, errorCodes, defaultErrorText };
}

export function readUpstreamDoc(): UpstreamDoc {
  return parseUpstreamDoc(readFileSync(UPSTREAM_DOC, 'utf8'));
}

export function resolve(type: DocType, types: ReadonlyMap<string, DocType>): DocType {
  if (type.kind !== 'ref') return type;
  const found = types.get(type.name);
  if (!found) throw new Error(`type ${type.name} is not defined in the document`);
  return resolve(found, types);
}

/**
 * Where `value` departs from `type`: a required field missing, a field of the wrong kind, a
 * value outside an enum, or (`strict`) a field the document does not name.
 */
export function departures(
  value: unknown,
  type: DocType,
  doc: UpstreamDoc,
  where: string,
  strict: boolean,
): string[] {
  const t = resolve(type, doc.types);
  const got = JSON.stringify(value)?.slice(0, 60);
  switch (t.kind) {
    case 'unknown':
      return [];
    case 'null':
      return value === null ? [] : [`${where}: ${got} is not null`];
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === t.kind ? [] : [`${where}: ${got} is not a ${t.alias ?? t.kind}`];
    case 'literal':
      return t.values.includes(value as string | number)
        ? []
        : [`${where}: ${got} is not one of ${t.values.join(', ')}`];
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => departures(item, t.of, doc, `${where}[${index}]`, strict))
        : [`${where}: ${got} is not a list`];
    case 'union': {
      const each = t.of.map((member) => departures(value, member, doc, where, strict));
      return each.some((found) => found.length === 0) ? [] : (each[0] ?? []);
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [`${where}: ${got} is not an object`];
      const record = value as Record<string, unknown>;
      const found: string[] = [];
      for (const [name, field] of Object.entries(t.fields)) {
        const child = record[name];
        if (child === undefined || (child === null && field.optional)) {
          if (!field.optional) found.push(`${where}.${name}: required, missing`);
          continue;
        }
        found.push(...departures(child, field.type, doc, `${where}.${name}`, strict));
      }
      if (strict) {
        for (const name of Object.keys(record)) {
          if (!(name in t.fields)) found.push(`${where}.${name}: not in the document`);
        }
      }
      return found;
    }
    case 'ref':
      return [`${where}: unresolved ${t.name}`];
  }
}

/** Values the document's comments require of some plain strings and numbers. */
export interface SampleHints {
  string(alias: string | undefined, field: string): string;
  number(field: string): number;
}

/**
 * A value of `type` as a documented upstream may send it: every optional field present
 * (`full`) or none of them, one item per list, the first value of each enum.
 */
export function sample(
  type: DocType,
  doc: UpstreamDoc,
  hints: SampleHints,
  full: boolean,
  field = '',
): unknown {
  const t = resolve(type, doc.types);
  switch (t.kind) {
    case 'unknown':
    case 'null':
      return null;
    case 'string':
      return hints.string(t.alias, field);
    case 'number':
      return hints.number(field);
    case 'boolean':
      return true;
    case 'literal':
      return t.values[0];
    case 'array':
      return [sample(t.of, doc, hints, full, field)];
    case 'union':
      return sample(t.of.find((member) => member.kind !== 'null') ?? t.of[0]!, doc, hints, full);
    case 'object':
      return Object.fromEntries(
        Object.entries(t.fields)
          .filter(([, child]) => full || !child.optional)
          .map(([name, child]) => [name, sample(child.type, doc, hints, full, name)]),
      );
    case 'ref':
      throw new Error(`unresolved ${t.name}`);
  }
}
