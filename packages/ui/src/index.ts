/**
 * @glossa/ui: the React pieces every Glossa client shows (the web app, and later the extension and the
 * reader): the analysed text with its colouring and annotation styles, and the word detail panel. They import
 * nothing from a client and build no URL: what they need from the client comes through GlossaUiProvider,
 * what differs per screen through their props. Their styles are imported by the components and exported as
 * files too (`@glossa/ui/analysed-text.css`, `@glossa/ui/word-detail.css`); they use the client's theme
 * variables (--known, --seen, --unknown, --undefined and their -soft/-text forms, --accent, --surface, ...)
 * and its `.icon-button`, `.badge`, `.muted` and `.visually-hidden` classes.
 */
export {
  GlossaUiProvider,
  useGlossaUi,
  type AddToDeckRequest,
  type GlossaUi,
  type Pronunciation,
} from './provider.tsx';
export { useGlyphsStyle } from './glyphs.ts';

export {
  AnalysedText,
  type AnalysedTextProps,
  type WordSelectedDetail,
} from './analysed-text/AnalysedText.tsx';
export {
  STATUS_KEYS,
  colourClass,
  displayedStatus,
  familiarity,
  wordLabel,
  type AnnotationStyle,
  type ColouringOptions,
  type Familiarity,
} from './analysed-text/colouring.ts';
export {
  groupPhrases,
  matchUnits,
  textLines,
  type Segment,
  type SegmentGroup,
} from './analysed-text/segments.ts';

export { WordDetail, type PhraseDetail, type WordDetailProps } from './word-detail/WordDetail.tsx';
export { GrammarBlock, grammarOfUnit, type GrammarBlockProps } from './grammar/GrammarBlock.tsx';
export { DetailSheet } from './word-detail/DetailSheet.tsx';
export { ExampleGroups } from './word-detail/ExampleGroups.tsx';
export { StatusBar } from './word-detail/StatusBar.tsx';
export { AudioButton } from './word-detail/AudioButton.tsx';
export { playWord } from './word-detail/audio.ts';
export {
  EMPTY_GROUP_TEXT,
  NO_SENSES_TEXT,
  VISIBLE_SENSES,
  conversationLines,
  displayMorph,
  noTranslationText,
  exampleTranslations,
  gloss,
  groupExamples,
  languageName,
  notFoundText,
  statusWordOf,
  unitCategory,
  wordsFor,
  wordsForUnit,
  type ExampleGroups as ExampleGroupsByCategory,
  type SenseGloss,
} from './word-detail/lookup.ts';
export { phraseAt } from './word-detail/phrase.ts';
export { tagLabel } from './word-detail/tag-labels.ts';

export * from './icons.tsx';

export { cutAtSpaces, placeUnits, splitChunks, type Chunk, type PlacedUnit } from './reading/text-chunks.ts';
export { EDGE_PADDING, POPUP_OFFSET, placePopup, type Box } from './reading/popup-place.ts';
export { ParagraphGrouper, textNodes, type TextParagraph } from './reading/text-walker.ts';
export { FloatingPopup, type FloatingPopupProps } from './reading/FloatingPopup.tsx';

export {
  countsForCoverage,
  coverageText,
  textCoverage,
  type CoverageUnit,
  type TextCoverage,
} from './text-coverage/text-coverage.ts';
export { TextCoverageLine, type TextCoverageLineProps } from './text-coverage/TextCoverageLine.tsx';
