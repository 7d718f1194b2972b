// Build-time settings the app reads (Vite replaces them when building).
interface ImportMetaEnv {
  /** Where analytics events are posted; unset (the default) sends none. */
  readonly VITE_ANALYTICS_URL?: string;
}
