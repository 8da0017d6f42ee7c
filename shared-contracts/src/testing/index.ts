import '../zod-config';
export { createFakeHost, createStubApi, TEST_BRAND } from './fake-host';
export type { FakeHost, FakeHostOptions, StubApi, StubHandler } from './fake-host';
export { TEST_AGENT, TEST_MEMBER, TEST_TRIAL, testSystem } from './fixtures';
export { failingExport } from './failing-export';
export type { ExportFailures } from './failing-export';
export { inlineTranslations } from './inline-translations';
