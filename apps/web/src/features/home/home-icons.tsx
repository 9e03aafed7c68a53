/** Line icons of the Home page's feature grid (same drawing rules as components/icons.tsx). */
import type { ReactNode } from 'react';
import type { FeatureIcon } from './home-content.ts';

const PATHS: Record<FeatureIcon, ReactNode> = {
  translate: (
    <path d="M4 5h8M8 3v2m2.5 0c-.8 3.5-3 6.5-6.5 8m2-4c1 2 3 3.5 5 4.5M13 21l4-10 4 10m-6.8-3h5.6" />
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.3-1.8-.5-1.2.3-2.2 1.5-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10.5" cy="7" r="1.2" />
      <circle cx="15" cy="7.5" r="1.2" />
    </>
  ),
  filter: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />,
  senses: (
    <>
      <path d="M4 6h16M4 12h10M4 18h13" />
      <circle cx="19" cy="12" r="1.5" />
    </>
  ),
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6l.5.5L6.5 5M4.5 12l.5.5 1.5-1.5M4.5 18l.5.5 1.5-1.5" />,
  grammar: (
    <>
      <rect x="3" y="4" width="7" height="7" rx="1.5" />
      <rect x="14" y="4" width="7" height="7" rx="1.5" />
      <rect x="8.5" y="14" width="7" height="7" rx="1.5" />
      <path d="M6.5 11v1.5h11V11M12 12.5V14" />
    </>
  ),
  daily: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18M12 14l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L9 16h2z" />
    </>
  ),
  deck: (
    <>
      <rect x="3" y="6" width="14" height="14" rx="2" />
      <path d="M7 2h12a2 2 0 0 1 2 2v12" />
    </>
  ),
  book: <path d="M2 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z" />,
};

/**
 * One feature icon.
 * @example <FeatureGlyph icon="palette" />
 */
export function FeatureGlyph({ icon }: { icon: FeatureIcon }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[icon]}
    </svg>
  );
}
