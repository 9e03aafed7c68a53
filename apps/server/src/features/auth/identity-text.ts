/**
 * Unicode hygiene for usernames and e-mails, so that two accounts cannot look the same on screen:
 * NFKC normalisation (full-width 'ｊｏｈｎ' is 'john'), no invisible or control characters, one alphabet per
 * username (no Latin 'paypal' with a Cyrillic 'а'), and a uniqueness key that folds case and the common
 * Cyrillic/Greek look-alikes of Latin letters.
 */

// Cc control, Cf format (zero-width joiners, bidi overrides), Co private use, Cs lone surrogates, Zl/Zp breaks.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;
const CONFUSABLE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
];

// Look-alikes that NFKC leaves alone: Cyrillic and Greek letters drawn like Latin ones (after lower-casing).
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};

/** Why a (trimmed) username is refused, or null when it is acceptable. */
export function usernameProblem(username: string): string | null {
  if (INVISIBLE.test(username)) return 'Username cannot contain invisible or control characters.';
  const scripts = CONFUSABLE_SCRIPTS.filter((script) => script.test(username)).length;
  if (scripts > 1) return 'Username cannot mix letters from different alphabets.';
  return null;
}

/**
 * The form a username is stored and shown in: NFKC-normalised and trimmed.
 * @example normalizeUsername(' ｊｏｈｎ ') // 'john'
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

/**
 * The uniqueness key of a username: 'John', 'JOHN', 'ｊｏｈｎ' and 'јоhn' (Cyrillic) share one key.
 * @example usernameKey('Jоhn') === usernameKey('john') // true
 */
export function usernameKey(username: string): string {
  const folded = normalizeUsername(username).toLowerCase().normalize('NFKC');
  return [...folded].map((c) => LOOKALIKES[c] ?? c).join('');
}

/**
 * The uniqueness key of an e-mail address: trimmed and lower-cased (the contract only accepts ASCII addresses).
 * @example emailKey(' Ann@Example.COM ') // 'ann@example.com'
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
