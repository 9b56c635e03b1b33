// The npm registry mirror on our machines has no packages for other platforms (darwin, win32, ...), so npm leaves
// those optional platform binaries out of package-lock.json, and `npm ci` then refuses the lock as "out of sync".
// This adds a lock entry (version, os, cpu, optional) for each such optional dependency, exactly what npm writes
// where the registry has them; npm skips them at install on any other platform. Run after `npm install` if
// `npm ci` reports "Missing: <pkg>@ from lock file": node scripts/lockfile-platform-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};
const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (!pkg.optionalDependencies) continue;
  const base = key === '' ? 'node_modules/' : `${key.slice(0, key.lastIndexOf('node_modules/') + 13)}`;
  for (const [dep, version] of Object.entries(pkg.optionalDependencies)) {
    const nested = `${key}/node_modules/${dep}`;
    const hoisted = `${base}${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[hoisted] = { version, ...platform, optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: added ${added} optional platform entries`);
