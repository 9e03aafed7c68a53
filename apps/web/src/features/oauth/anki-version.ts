import { BRIDGE_MESSAGES, BridgeError, type ExtensionBridge } from './bridges.ts';

/**
 * Compares dotted versions number by number (missing parts are 0); negative when `a` is older.
 * @example compareVersions('1.10.0', '1.9') // > 0
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10));
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    // A part that is not a number ranks below every number: such a version is never "new enough".
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
    if (x !== y) return x - y;
  }
  return 0;
}

/**
 * The reason sign-in is blocked, or null when it may go on. Without a
 * minimum (the extension info could not be fetched) the check is skipped.
 * @example await ankiVersionProblem(bridge, '1.2.0') // 'Your Anki plugin (v1.0.0) is too old. ...'
 */
export async function ankiVersionProblem(
  bridge: ExtensionBridge,
  minimum: string | null,
): Promise<string | null> {
  if (minimum === null || !bridge.pluginVersion) return null;
  let version: string;
  try {
    version = await bridge.pluginVersion();
  } catch (error) {
    return error instanceof BridgeError ? error.message : BRIDGE_MESSAGES.ankiNotResponding;
  }
  return compareVersions(version, minimum) < 0 ? BRIDGE_MESSAGES.ankiTooOld(version, minimum) : null;
}
