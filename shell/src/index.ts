// The theme and the start-up screen's styles come with the page, as a stylesheet in its head: the
// start-up screen in the HTML paints before any script runs (issue 19).
import './styles/theme.css';
import './styles/startup.css';

// The shell is a plain bundle (ADR 0011): no async boundary, the federation runtime starts when the
// first remote is planned (federation/federation-runtime.ts).
import './bootstrap';
