/**
 * The parts of foliate-js (npm `foliate-js`, pinned at 1.0.1, plain JavaScript without types) that the
 * Reader uses. Checked against the package's view.js, paginator.js and epub.js.
 */

declare module 'foliate-js/epub.js' {
  /** What foliate's EPUB parser reads a book's files through. */
  export interface FoliateLoader {
    loadText(name: string): Promise<string | null> | string | null;
    loadBlob(name: string, type?: string): Promise<Blob | null> | Blob | null;
    getSize(name: string): number;
  }

  export interface FoliateSection {
    /** The section's path inside the zip. */
    id: string;
    linear?: string | null;
    load(): Promise<string | null> | string | null;
    unload?(): void;
    size: number;
  }

  export interface FoliateTocItem {
    label: string;
    href: string;
    subitems?: FoliateTocItem[];
  }

  /** An opened book: metadata, sections in reading order, table of contents. */
  export class EPUB {
    constructor(loader: FoliateLoader);
    init(): Promise<EPUB>;
    sections: FoliateSection[];
    toc?: FoliateTocItem[];
    dir?: string;
    metadata?: { title?: unknown; language?: unknown; author?: unknown };
    /** Fires `data` for every file turned into a blob: URL; `detail.data` may be replaced. */
    transformTarget: EventTarget;
    destroy?(): void;
  }
}

declare module 'foliate-js/view.js' {
  import type { EPUB } from 'foliate-js/epub.js';

  /** The paginator inside the view: one section at a time, in an iframe. */
  export interface FoliateRenderer extends HTMLElement {
    setStyles(styles: string | [string, string]): void;
    /** 1-based (0 and the last are blank padding pages). */
    readonly page: number;
    readonly pages: number;
    readonly atStart: boolean;
    readonly atEnd: boolean;
    getContents(): { index: number; doc: Document }[];
    next(): Promise<void>;
    prev(): Promise<void>;
  }

  export interface RelocateDetail {
    fraction?: number;
    section?: { current: number; total: number };
    location?: { current: number; next: number; total: number };
    tocItem?: { label?: string; href?: string } | null;
    cfi: string;
    range?: Range;
  }

  /** `<foliate-view>`: opens a book and shows it; events `load`, `relocate`, `link`, `external-link`. */
  export class View extends HTMLElement {
    open(book: EPUB): Promise<void>;
    close(): void;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string | number): Promise<unknown>;
    next(): Promise<void>;
    prev(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    book: EPUB;
    renderer: FoliateRenderer;
    lastLocation: RelocateDetail | null;
  }
}
