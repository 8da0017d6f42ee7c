// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs at import time. Node's are
// compatible. (Better placed in tooling/jest/setup-dom.cjs for every package; requested.)
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
