// Defined in every app build by the shared webpack config (tooling/webpack/create-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
