// A stylesheet's `composes: x from '<file>'` is resolved by the build alone: neither typecheck nor
// jest (CSS modules are stubbed there) sees a path that no longer exists. A file move in mfe-account
// left one behind and only the build failed (issue 51 item 1); this reads every module stylesheet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

it("every CSS module's composes … from names a file that exists", () => {
  const files = execFileSync('git', ['ls-files', '*.module.css'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(files.length).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of text.matchAll(/composes:[^;]*\bfrom\s+['"](\.[^'"]+)['"]/g)) {
      if (!fs.existsSync(path.join(repoRoot, path.dirname(file), match[1]!))) missing.push(`${file} → ${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
