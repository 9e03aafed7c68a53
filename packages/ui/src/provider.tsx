import type {
  DictionaryWord,
  Example,
  GrammarEntryDto,
  Locale,
  ShortCode,
  SpeechInfo,
  TextLanguage,
} from '@glossa/contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shared components need from the client that shows them, and cannot know themselves: where the
 * server keeps recordings and speaks, and how the client loads fonts. Everything that differs from screen to
 * screen (the words, statuses, examples, colouring) comes in through the components' props instead: the Home
 * demo, for one, reads a local dictionary and keeps its statuses to itself.
 */
export interface GlossaUi {
  /** The server's pronunciation tiers; without it the audio button uses the browser's voices only. */
  pronunciation?: Pronunciation;
  /**
   * Called with every analysed text shown and its language (`ko`, `en`, `fr`), and by the word detail with its
   * dictionary language (`ja` for Japanese glosses), so that the client can load a font for the script (the web
   * app loads Noto Sans KR for Hangul and Noto Sans JP for Japanese).
   */
  loadFontsFor?(text: string, lang: string | undefined): void;
  /**
   * A promise that settles once the web font files that draw `text` (in `lang`) are loaded, or null when none
   * is needed or they are in already: text shown before is drawn with them then (useGlyphsStyle).
   */
  glyphsReady?(text: string, lang: string | undefined): Promise<void> | null;
  /**
   * Opens the client's card creator for a word (the word detail's "+" button); without
   * it the button is not shown.
   */
  addToDeck?(request: AddToDeckRequest): void;
  /** One grammar construction in full (its examples), for the word detail's grammar block. */
  loadGrammarEntry?(textLanguage: TextLanguage, id: string, dictLanguage: Locale): Promise<GrammarEntryDto>;
  /** Where a construction's own page is (the web app's /grammar screen); without it no link is shown. */
  grammarHref?(textLanguage: TextLanguage, id: string): string;
}

/** What the word detail knows of a word when its "+" button is pressed: enough to make a card of it. */
export interface AddToDeckRequest {
  /** The headword (dictionary form). */
  written: string;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  /** The word's dictionary entries, whose senses the creator offers. */
  words: readonly DictionaryWord[];
  /** The examples of one dictionary sense, as the word detail loads them. */
  loadExamples(senseId: number): Promise<Example[]>;
  /** The sense the learner had open in the word detail, if any: the creator starts with it chosen. */
  senseId?: number;
}

/** Where the server's recordings and speech are: the client builds the URLs, the components play them. */
export interface Pronunciation {
  /**
   * The URL of a dictionary recording.
   * @example recordingUrl('ko', 'krdict:123') // '/api/audio/ko/krdict%3A123' in the web app
   */
  recordingUrl(lang: ShortCode, audioId: string): string;
  /**
   * The URL where the server speaks a short text.
   * @example speechUrl('fr', 'école') // '/api/speech/fr?text=%C3%A9cole' in the web app
   */
  speechUrl(lang: ShortCode, text: string): string;
  /** Whether the server can speak and in which languages (asked once per pronunciation object). */
  speechInfo(): Promise<SpeechInfo>;
}

const NOTHING: GlossaUi = {};
const GlossaUiContext = createContext<GlossaUi>(NOTHING);

/**
 * Gives the shared components what they need from the client; place it once above them.
 * Keep `value` stable (a module constant or memoised): a new object re-renders every component below.
 * @example <GlossaUiProvider value={{ pronunciation, loadFontsFor }}><App /></GlossaUiProvider>
 */
export function GlossaUiProvider({ value, children }: { value: GlossaUi; children: ReactNode }) {
  return <GlossaUiContext.Provider value={value}>{children}</GlossaUiContext.Provider>;
}

/**
 * What the nearest GlossaUiProvider gives (nothing outside one: browser voices only, no font loading).
 * @example const { pronunciation } = useGlossaUi();
 */
export function useGlossaUi(): GlossaUi {
  return useContext(GlossaUiContext);
}
