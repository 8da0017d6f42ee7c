// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. Node has them.
// (Belongs in tooling/jest/setup-dom.cjs; kept here until it is there.)
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
