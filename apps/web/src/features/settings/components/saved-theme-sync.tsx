import { useEffect } from 'react';
import { applyTheme } from '@/lib/theme';
import { useSettings } from '../api/get-settings';

/**
 * Applies the signed-in user's saved theme once their settings arrive (and whenever the saved value changes).
 * The server value wins over what this browser remembered; theme.ts keeps a copy so the next load starts right.
 */
export function SavedThemeSync() {
  const theme = useSettings().data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme, true);
  }, [theme]);
  return null;
}
