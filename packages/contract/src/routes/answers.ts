/** The answer kinds most routes share, written once for the feature files of the table. */
export const json = { kind: 'json' } as const;
export const empty = { kind: 'empty' } as const;
export const redirect = { kind: 'redirect' } as const;
