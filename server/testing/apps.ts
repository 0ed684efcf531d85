import { type App, createApp } from '../app';
import type { ServerConfig } from '../env';
import type { AppDeps } from '../lib/deps';

/** One app per platform over the same dependencies (database, clock, outbox, media), each made on its first use. */
export function appsPerPlatform(deps: AppDeps): (platform: ServerConfig['platform']) => App {
  const apps = new Map<ServerConfig['platform'], App>();
  return (platform) => {
    let app = apps.get(platform);
    if (!app) {
      app = createApp({ ...deps, config: { ...deps.config, platform } });
      apps.set(platform, app);
    }
    return app;
  };
}
