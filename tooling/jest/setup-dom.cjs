require('@testing-library/jest-dom');

// Jest runs a file's tests in a shuffled order (randomize): whichever test comes first pays for the
// file's cold start (compiling the lazily loaded parts, the first render) inside its findBy. On a
// loaded 2-core machine that is more than testing-library's 1 s default. In CI jest shares the
// machine with the journeys and runs about 4.5 times slower than alone: 10 s. A wait that holds
// fails after it either way (no assertion is about timing). Every jsdom project has this setup.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
