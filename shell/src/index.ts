// The async boundary every federated app starts with: shared modules resolve before bootstrap runs.
void import('./bootstrap');
