// Shared set-up of the web unit tests (jsdom).
export {};
