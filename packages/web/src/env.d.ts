/** The app version (package.json), defined by vite.config.ts; it also busts the persisted query cache. */
declare const __APP_VERSION__: string;
