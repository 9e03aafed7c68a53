import type { ComponentType, SVGProps } from 'react';
import {
  AnalyzeIcon,
  DailyIcon,
  DeckIcon,
  DictionaryIcon,
  ExtensionIcon,
  GrammarIcon,
  ProgressIcon,
  ReaderIcon,
  VocabularyIcon,
} from '@glossa/ui';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The sidebar's entries, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/analyze', label: 'Analyze', icon: AnalyzeIcon },
  { to: '/vocabulary', label: 'Vocabulary', icon: VocabularyIcon },
  { to: '/dictionary', label: 'Dictionary', icon: DictionaryIcon },
  { to: '/grammar', label: 'Grammar', icon: GrammarIcon },
  { to: '/deck', label: 'Deck', icon: DeckIcon },
  { to: '/reader', label: 'Reader', icon: ReaderIcon },
  { to: '/extension', label: 'Extension', icon: ExtensionIcon },
  { to: '/daily', label: 'Daily', icon: DailyIcon },
  { to: '/progress', label: 'Progress', icon: ProgressIcon },
];

/** Window width from which the sidebar is permanent instead of a drawer. */
export const SIDEBAR_BREAKPOINT_PX = 768;

/** The top bar's menu button, where focus returns when the phone drawer closes. */
export const SIDEBAR_TOGGLE_ID = 'sidebar-toggle';
