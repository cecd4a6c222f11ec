// Types of chromium.mjs, for the TypeScript that imports it (playwright.config.ts, bench).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const E2E_CHROMIUM_PATH: string;
