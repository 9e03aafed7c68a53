/**
 * The parts of css-tree (npm `css-tree` 3.2.1, plain JavaScript without types) that the book sanitiser uses:
 * the parser, the walker and the generator, imported alone so that the lexer's syntax data stays out of the
 * bundle. Checked against the package's lib/parser, lib/walker and lib/generator.
 */

declare module 'css-tree' {
  /** A list of nodes (css-tree's own linked list). */
  export interface List<T> {
    forEach(fn: (item: T, entry: ListItem<T>, list: List<T>) => void): void;
    remove(entry: ListItem<T>): void;
  }
  export interface ListItem<T> {
    data: T;
  }

  interface Base<K extends string> {
    type: K;
  }
  export interface StyleSheet extends Base<'StyleSheet'> {
    children: List<CssNode>;
  }
  export interface DeclarationList extends Base<'DeclarationList'> {
    children: List<CssNode>;
  }
  export interface Block extends Base<'Block'> {
    children: List<CssNode>;
  }
  export interface Atrule extends Base<'Atrule'> {
    name: string;
    prelude: CssNode | null;
    block: Block | null;
  }
  export interface Rule extends Base<'Rule'> {
    prelude: CssNode;
    block: Block;
  }
  export interface Declaration extends Base<'Declaration'> {
    property: string;
    value: CssNode;
  }
  export interface Url extends Base<'Url'> {
    /** The URL with its escapes undone. */
    value: string;
  }
  export interface StringNode extends Base<'String'> {
    /** The string with its escapes undone. */
    value: string;
  }
  export interface Raw extends Base<'Raw'> {
    /** Source text the parser kept as it was (a part it could not parse). */
    value: string;
  }
  export interface FunctionNode extends Base<'Function'> {
    /** The name as written (escapes not undone). */
    name: string;
    children: List<CssNode>;
  }
  export interface Other extends Base<'Other'> {
    children?: List<CssNode>;
  }

  export type CssNode =
    | StyleSheet
    | DeclarationList
    | Block
    | Atrule
    | Rule
    | Declaration
    | Url
    | StringNode
    | Raw
    | FunctionNode
    | Other;

  export interface ParseOptions {
    context?: 'stylesheet' | 'declarationList' | 'value';
    parseValue?: boolean;
    parseCustomProperty?: boolean;
  }
}

declare module 'css-tree/parser' {
  import type { CssNode, ParseOptions } from 'css-tree';
  const parse: (source: string, options?: ParseOptions) => CssNode;
  export default parse;
}

declare module 'css-tree/walker' {
  import type { CssNode } from 'css-tree';
  type Visit = (this: unknown, node: CssNode) => void;
  const walk: (ast: CssNode, options: Visit | { enter?: Visit; leave?: Visit }) => void;
  export default walk;
}

declare module 'css-tree/generator' {
  import type { CssNode } from 'css-tree';
  const generate: (ast: CssNode) => string;
  export default generate;
}
