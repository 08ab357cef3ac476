/// <reference types="vite/client" />

// Build-time values (vite.config.ts `define`, or VITE_* variables from the environment).
interface ImportMetaEnv {
  readonly VITE_APP_VERSION?: string;
}
