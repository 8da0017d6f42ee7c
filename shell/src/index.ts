// The theme and the start-up screen's styles come with the page, as a stylesheet in its head: the
// start-up screen in the HTML paints before any script runs (issue 19).
import './styles/theme.css';
import './styles/startup.css';

// The async boundary every federated app starts with: shared modules resolve before bootstrap runs.
void import('./bootstrap');
