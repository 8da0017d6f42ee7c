/** The shell build the monolith project serves (`npm run build -- --monolith`; docs/adr/0010). */
export const MONOLITH_SHELL_DIST = 'shell/dist-monolith';

/** Worker options of the projects (playwright.config.ts `use`), read by support/test.ts. */
export interface PlatformOptions {
  /**
   * The shell build this project's platform serves, from the repository root: the federated build
   * (`shell/dist`) when unset, {@link MONOLITH_SHELL_DIST} in the `monolith` project.
   */
  shellDist: string | undefined;
  /**
   * Whether the edge writes the first screen's guest answers into the page
   * (edge/src/pages/first-screen-data.ts). Off by default here: most journeys change those answers in the browser
   * (page.route), which the edge cannot see. On in the fault matrix and in
   * first-screen-data-comes-with-the-page.spec.ts.
   */
  firstScreenData: boolean;
}
