require('@testing-library/jest-dom');

// Jest runs a file's tests in a shuffled order (randomize): whichever test comes first pays for the
// file's cold start (compiling the lazily loaded parts, the first render) inside its findBy. On a
// loaded 2-core machine that is more than testing-library's 1 s default; a wait that holds fails
// after 5 s either way.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
