/** See chromium-flags.mjs. */
export declare const CHROMIUM_FLAGS: string[];
