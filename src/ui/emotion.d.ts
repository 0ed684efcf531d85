import '@emotion/react';
import type { AppTheme } from './theme';

declare module '@emotion/react' {
  // Module augmentation can only merge into an interface, so the empty extension is the point.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
