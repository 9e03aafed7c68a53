import type { SVGProps } from 'react';

/** The Progress entry's icon: a rising line over an axis (drawn like @glossa/ui's icons). */
export function ProgressIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 6-7" />
    </svg>
  );
}
