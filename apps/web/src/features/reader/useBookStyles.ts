import type { AnnotationStyle } from '@glossa/ui';
import { useEffect, useState } from 'react';
import { bookStyles } from './engine/book-styles.ts';

/**
 * The chapter styles for the app's theme and annotation style. Read after the theme is applied to the app's
 * root (SettingsProvider's effect runs after this screen's), hence one frame later.
 * @example const styles = useBookStyles(settings.theme, settings.annotationStyle);
 */
export function useBookStyles(theme: string, annotationStyle: AnnotationStyle): [string, string] {
  const [styles, setStyles] = useState<[string, string]>(['', '']);
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      setStyles(
        bookStyles(getComputedStyle(document.documentElement), { annotationStyle, dark: theme === 'dark' }),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [theme, annotationStyle]);
  return styles;
}
