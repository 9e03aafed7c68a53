/** The extension tabs; the chosen one lives in the `type` query parameter, anything else means anki. */
export const EXTENSION_TYPES = ['anki', 'chrome', 'firefox'] as const;
export type ExtensionType = (typeof EXTENSION_TYPES)[number];

/**
 * @example extensionTypeFrom('chrome') // 'chrome'; extensionTypeFrom('opera') // 'anki'
 */
export function extensionTypeFrom(value: string | null): ExtensionType {
  return (EXTENSION_TYPES as readonly string[]).includes(value ?? '') ? (value as ExtensionType) : 'anki';
}
