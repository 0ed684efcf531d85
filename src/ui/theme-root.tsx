import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

/** The Emotion theme and the global styles; the app and component tests render inside it. */
export function ThemeRoot({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
