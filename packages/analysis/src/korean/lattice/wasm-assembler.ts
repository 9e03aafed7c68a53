/**
 * Just enough of a WebAssembly binary writer to assemble the lattice kernel from our own source at run time
 * (no toolchain, no prebuilt binary): LEB128 numbers, the few sections the kernel needs and the opcodes it
 * uses. Instructions are plain byte arrays, concatenated.
 */

/** Unsigned LEB128. @example u32(624485) // [0xe5, 0x8e, 0x26] */
export function u32(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a 64-bit value. @example s64(-1n) // [0x7f] */
export function s64(value: bigint): number[] {
  const out: number[] = [];
  let v = value;
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    const done = (v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** A length-prefixed vector of already encoded items. */
const vec = (items: number[][]): number[] => [...u32(items.length), ...items.flat()];
const name = (text: string): number[] => vec([...new TextEncoder().encode(text)].map((b) => [b]));
const section = (id: number, body: number[]): number[] => [id, ...u32(body.length), ...body];

export const I32 = 0x7f;
export const I64 = 0x7e;

/** A function of the module: its parameter and result types, extra locals and body. */
export interface WasmFunction {
  readonly name: string;
  readonly params: number[];
  readonly results: number[];
  /** Types of the locals after the parameters. */
  readonly locals: number[];
  readonly body: number[];
}

/**
 * A module importing `env.memory` and the mutable i32 globals `env.<name>` (indices in `globals` order) and
 * exporting each function under its name.
 * @example new WebAssembly.Module(assemble(['base'], [f]))
 */
export function assemble(globals: readonly string[], functions: readonly WasmFunction[]): Uint8Array {
  const types = functions.map((f) => [
    0x60,
    ...vec(f.params.map((t) => [t])),
    ...vec(f.results.map((t) => [t])),
  ]);
  const imports = [
    [...name('env'), ...name('memory'), 0x02, 0x00, 0x01],
    ...globals.map((g) => [...name('env'), ...name(g), 0x03, I32, 0x01]),
  ];
  const bodies = functions.map((f) => {
    const locals = vec(f.locals.map((t) => [1, t]));
    const code = [...locals, ...f.body, 0x0b];
    return [...u32(code.length), ...code];
  });
  return new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, vec(types)),
    ...section(2, vec(imports)),
    ...section(3, vec(functions.map((_, i) => u32(i)))),
    ...section(7, vec(functions.map((f, i) => [...name(f.name), 0x00, ...u32(i)]))),
    ...section(10, vec(bodies)),
  ]);
}

type Code = number[];
const op =
  (code: number) =>
  (...args: Code[]): Code => [...args.flat(), code];
const mem =
  (code: number, align: number) =>
  (...args: Code[]): Code => [...args.flat(), code, align, 0];

/** The instructions, in stack order: operands first (`add(a, b)` is `a b i32.add`). */
export const w = {
  get: (i: number): Code => [0x20, ...u32(i)],
  set: (i: number, value: Code): Code => [...value, 0x21, ...u32(i)],
  global: (i: number): Code => [0x23, ...u32(i)],
  i32: (v: number): Code => [0x41, ...s64(BigInt(v | 0))],
  i64: (v: bigint): Code => [0x42, ...s64(BigInt.asIntN(64, v))],
  block: (...body: Code[]): Code => [0x02, 0x40, ...body.flat(), 0x0b],
  loop: (...body: Code[]): Code => [0x03, 0x40, ...body.flat(), 0x0b],
  if: (cond: Code, then: Code[], otherwise?: Code[]): Code => [
    ...cond,
    0x04,
    0x40,
    ...then.flat(),
    ...(otherwise ? [0x05, ...otherwise.flat()] : []),
    0x0b,
  ],
  br: (depth: number): Code => [0x0c, ...u32(depth)],
  brIf: (depth: number, cond: Code): Code => [...cond, 0x0d, ...u32(depth)],
  select: (a: Code, b: Code, cond: Code): Code => [...a, ...b, ...cond, 0x1b],
  load: mem(0x28, 2),
  load64: mem(0x29, 3),
  load16s: mem(0x2e, 1),
  store: mem(0x36, 2),
  store64: mem(0x37, 3),
  eq: op(0x46),
  ltS: op(0x48),
  geS: op(0x4e),
  add: op(0x6a),
  sub: op(0x6b),
  mul: op(0x6c),
  and: op(0x71),
  shl: op(0x74),
  shrS: op(0x75),
  shrU: op(0x76),
  ltS64: op(0x53),
  leS64: op(0x57),
  geS64: op(0x59),
  add64: op(0x7c),
  or64: op(0x84),
  shl64: op(0x86),
  shrS64: op(0x87),
  wrap: op(0xa7),
  extendS: op(0xac),
  extendU: op(0xad),
};

/** A WebAssembly memory (the parts the kernel uses). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
/** A mutable WebAssembly global. */
export interface WasmGlobal {
  value: number;
}
/** The parts of the WebAssembly JavaScript API used here: the project's type libraries do not declare it. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, WasmMemory | WasmGlobal>>,
  ) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
  Global: new (descriptor: { value: 'i32'; mutable: boolean }, value: number) => WasmGlobal;
}
/** The runtime's WebAssembly API (Node and browsers both have it). */
export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
