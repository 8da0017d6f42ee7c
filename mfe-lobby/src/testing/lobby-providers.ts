// The providers every expose renders inside, for tests on any floor: a test renders through
// testing/ (the harness may import app/), never through app/ itself (tooling/lint/README.md).
export { LobbyProviders } from '../app/lobby-providers';
