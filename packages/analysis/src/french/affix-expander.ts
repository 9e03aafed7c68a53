/**
 * Expands every stem of the Hunspell French dictionary through its affix classes (suffixes, prefixes,
 * cross products, continuation classes, conditions) into form -> (lemma, class) pairs. Elision prefixes
 * (`l'`, `d'` ...) are skipped: the tokenizer splits them off before lookup.
 */
import type { AffixClass, AffixFile, AffixRule, DicEntry } from './affix-parser.ts';
import { flagClass, isElisionFlag, stemClass, verbFormClass } from './flag-classes.ts';
import type { LexClass } from './flag-classes.ts';

/** Receives each generated form; the same pair may be emitted more than once. */
export type FormSink = (form: string, lemma: string, lexClass: LexClass) => void;

/** Classes from Grammalecte morphological fields (`po:nom`, `po:adj`, `po:v1`), when a .dic carries them. */
function morphClass(morph: string): LexClass | undefined {
  const po = /po:(\w+)/.exec(morph)?.[1];
  if (!po) return undefined;
  if (po.startsWith('v')) return 'I';
  if (po === 'adj') return 'A';
  if (po === 'nom') return 'N';
  return 'X';
}

function applySuffix(stem: string, rule: AffixRule): string | undefined {
  if (!stem.endsWith(rule.strip) || !rule.condition.test(stem)) return undefined;
  return stem.slice(0, stem.length - rule.strip.length) + rule.add;
}

function applyPrefix(stem: string, rule: AffixRule): string | undefined {
  if (!stem.startsWith(rule.strip) || !rule.condition.test(stem)) return undefined;
  return rule.add + stem.slice(rule.strip.length);
}

function classOfSuffixed(flag: string, form: string, lemma: string): LexClass {
  const cls = flagClass(flag) ?? 'X';
  return cls === 'V' ? verbFormClass(form, lemma) : cls;
}

/** A usable affix class: exists, has the right kind, and is not an elision. */
function affixClass(file: AffixFile, flag: string, kind: 'PFX' | 'SFX'): AffixClass | undefined {
  if (isElisionFlag(flag)) return undefined;
  const found = file.classes.get(flag);
  return found?.kind === kind ? found : undefined;
}

/** Applies the suffix classes named by `flags` to `stem`, and one level of suffix continuation. */
function expandSuffixes(
  file: AffixFile,
  stem: string,
  lemma: string,
  flags: readonly string[],
  emit: FormSink,
  crossOnly: boolean,
): void {
  for (const flag of flags) {
    const cls = affixClass(file, flag, 'SFX');
    if (!cls || (crossOnly && !cls.crossProduct)) continue;
    for (const rule of cls.rules) {
      const form = applySuffix(stem, rule);
      if (form === undefined) continue;
      const needsMore = file.needAffix !== undefined && rule.continuation.includes(file.needAffix);
      if (!needsMore) emit(form, lemma, classOfSuffixed(flag, form, lemma));
      for (const next of rule.continuation) {
        const twofold = affixClass(file, next, 'SFX');
        if (!twofold) continue;
        for (const second of twofold.rules) {
          const deeper = applySuffix(form, second);
          if (deeper !== undefined) emit(deeper, lemma, classOfSuffixed(flag, deeper, lemma));
        }
      }
    }
  }
}

/**
 * Emits every form of one dictionary entry with its lemma and class.
 * @example expandEntry(aff, { stem: 'chat', flags: ['S.'], morph: '' }, sink) // chat, chats -> chat
 */
export function expandEntry(file: AffixFile, entry: DicEntry, emit: FormSink): void {
  if (file.forbidden !== undefined && entry.flags.includes(file.forbidden)) return;
  const baseClass = morphClass(entry.morph) ?? stemClass(entry.flags);
  if (file.needAffix === undefined || !entry.flags.includes(file.needAffix))
    emit(entry.stem, entry.stem, baseClass);
  expandSuffixes(file, entry.stem, entry.stem, entry.flags, emit, false);
  for (const flag of entry.flags) {
    const cls = affixClass(file, flag, 'PFX');
    if (!cls) continue;
    for (const rule of cls.rules) {
      if (rule.add.includes("'")) continue;
      const form = applyPrefix(entry.stem, rule);
      if (form === undefined) continue;
      // A derivational prefix (`kilo` + `mètre`) makes a new headword: the prefixed stem is the lemma.
      emit(form, form, baseClass);
      if (cls.crossProduct) expandSuffixes(file, form, form, entry.flags, emit, true);
      expandSuffixes(file, form, form, rule.continuation, emit, false);
    }
  }
}
