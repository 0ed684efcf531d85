import type { PlatformId } from '../src/domain/enums';
import de from './de';
import japan from './japan';
import me from './me';
import taiwan from './taiwan';
import thai from './thai';
import type { PlatformConfig } from './types';

/** All five configs, for the server and the build scripts. The SPA never imports this file: it reads its own through `@platform`. */
export const platforms: Record<PlatformId, PlatformConfig> = { japan, thai, taiwan, me, de };
export type { PlatformConfig };
