// A module with nothing in it: what a browser-only import (a plain stylesheet) is in the server build.
module.exports = function emptyModule() {
  return 'export {};';
};
