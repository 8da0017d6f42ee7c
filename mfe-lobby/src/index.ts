// Async boundary: shared modules are negotiated before any app code runs (no eager sharing).
void import('./bootstrap');
