import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Builds of the dashboard remote other than the run's own (`npm run build`), each into a folder of its own: what
// another deploy of that remote would publish. The real rspack config and the real sources; the run's dist is untouched.

const REPO = path.resolve(__dirname, '..', '..');
const DASHBOARD = path.join(REPO, 'mfe-dashboard');

function rspackBuild(dir: string, config: string, outDir: string, env: Record<string, string> = {}): void {
  const cliPackage = require.resolve('@rspack/cli/package.json', { paths: [DASHBOARD] });
  execFileSync(process.execPath, [path.join(path.dirname(cliPackage), 'bin', 'rspack.js'), 'build', '-c', config, '-o', outDir], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'pipe',
  });
}

/** The shared-ui requirement a build's manifest declares for shared-ui/core. */
function sharedUiRequirement(outDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; requiredVersion?: string }>;
  };
  return manifest.shared.find((entry) => entry.name === 'shared-ui/core')?.requiredVersion ?? '';
}

/**
 * The dashboard remote built as if against a newer shared-ui than the shell's (it provides and requires that version:
 * scripts/rspack/shared-config.cjs, FEDERATION_SHARED_UI_VERSION). Returns the requirement its manifest declares.
 */
export function buildDashboardAgainstSharedUi(version: string, outDir: string): string {
  rspackBuild(DASHBOARD, 'rspack.config.cjs', outDir, { FEDERATION_SHARED_UI_VERSION: version });
  return sharedUiRequirement(outDir);
}

/** The page a later commit of the dashboard adds, with its sidebar entry. */
export const NEW_DASHBOARD_PAGE = {
  label: "What's new",
  path: '/dashboard/whats-new',
  text: 'Shipped with the dashboard alone.',
};

/** What the page shows through an export shared-ui gained at that commit (a minor version: 1.1 beside the shell's 1.0). */
export const NEW_SHARED_UI_EXPORT = { name: 'ReleaseNote', text: 'Drawn by a shared-ui export newer than the shell.' };

/**
 * shared-ui at that later commit: today's sources plus a new export in its root entry (which each app bundles) and
 * a minor version bump; its singleton entries (core, query) are unchanged, so their version stays the shell's.
 */
function newerSharedUi(folder: string): void {
  const sharedUi = path.join(REPO, 'shared-ui');
  for (const entry of ['src', 'package.json']) cpSync(path.join(sharedUi, entry), path.join(folder, entry), { recursive: true });
  writeFileSync(
    path.join(folder, 'src', 'release-note.tsx'),
    `export function ${NEW_SHARED_UI_EXPORT.name}() {\n  return <p>${NEW_SHARED_UI_EXPORT.text}</p>;\n}\n`,
  );
  writeFileSync(
    path.join(folder, 'src', 'index.ts'),
    `${readFileSync(path.join(folder, 'src', 'index.ts'), 'utf8')}export { ${NEW_SHARED_UI_EXPORT.name} } from './release-note';\n`,
  );
  const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ ...pkg, version: `${major}.${minor! + 1}.0` }, null, 2));
}

/**
 * The copy's node_modules: the workspace's packages, but shared-ui from `sharedUiFolder` (outside node_modules, so
 * the build compiles its sources as it compiles the workspace's own).
 */
function modulesWith(copy: string, sharedUiFolder: string): void {
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(REPO, 'node_modules'))) {
    if (entry !== 'shared-ui') symlinkSync(path.join(REPO, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(sharedUiFolder, path.join(modules, 'shared-ui'), 'dir');
}

function insertAfter(file: string, anchor: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file}: "${anchor}" not found`);
  writeFileSync(
    file,
    source.replace(anchor, () => `${anchor}\n${text}`),
  );
}

/**
 * The dashboard at a later commit: today's sources plus one page and its sidebar item, added where a developer adds
 * them (routing/dashboard-pages.ts, navigation.ts: architecture.md, "Navigation comes from the remotes"), the page
 * drawing a new shared-ui export (newerSharedUi), built with the remote's own rspack config from a scratch copy of
 * the workspace.
 */
export function buildDashboardWithNewPage(outDir: string): void {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mfe-dashboard-next-'));
  try {
    for (const entry of ['src', 'public', 'package.json'])
      cpSync(path.join(DASHBOARD, entry), path.join(copy, entry), { recursive: true });
    newerSharedUi(path.join(copy, 'shared-ui-next'));
    modulesWith(copy, path.join(copy, 'shared-ui-next'));
    writeFileSync(
      path.join(copy, 'src', 'pages', 'whats-new.page.tsx'),
      `import { ${NEW_SHARED_UI_EXPORT.name} } from 'shared-ui';\n\nexport function WhatsNewPage() {\n  return (\n    <div className="db-page">\n      <h1>${NEW_DASHBOARD_PAGE.label}</h1>\n      <p>${NEW_DASHBOARD_PAGE.text}</p>\n      <${NEW_SHARED_UI_EXPORT.name} />\n    </div>\n  );\n}\n`,
    );
    const pages = path.join(copy, 'src', 'routing', 'dashboard-pages.ts');
    insertAfter(
      pages,
      'export const dashboardPages = {',
      "  whatsNew: lazyPage(() => import('../pages/whats-new.page'), 'WhatsNewPage', { antd: false }),",
    );
    insertAfter(pages, '> = [', "  { path: 'whats-new', page: dashboardPages.whatsNew },");
    insertAfter(
      path.join(copy, 'src', 'navigation.ts'),
      'items: [',
      `    { label: ${JSON.stringify(NEW_DASHBOARD_PAGE.label)}, path: '${NEW_DASHBOARD_PAGE.path}', order: 70 },`,
    );
    // The remote's own config, with the copy as the folder it builds.
    writeFileSync(
      path.join(copy, 'rspack.config.cjs'),
      `const config = require(${JSON.stringify(path.join(DASHBOARD, 'rspack.config.cjs'))});\nmodule.exports = { ...config, context: __dirname };\n`,
    );
    rspackBuild(copy, 'rspack.config.cjs', outDir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
