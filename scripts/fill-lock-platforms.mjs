// Adds to package-lock.json the platform builds of optional native packages that npm left out.
// npm 11 on a machine whose registry serves only its own platform writes only that platform's entries,
// and `npm ci` then rejects the lock (npm/cli#4828). Run after `npm install <pkg>`, then `npm ci --dry-run`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** The registry's facts for one build, or null when the registry here does not serve it. */
const registryFacts = (name, version) => {
  try {
    const out = execFileSync('npm', ['view', `${name}@${version}`, '--json', 'dist', 'os', 'cpu', 'libc', 'engines', 'license'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out);
  } catch {
    return null;
  }
};

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

/** Builds the registry does not serve here are named `<pkg>-<os>-<cpu>[-<abi>]`: read the platform from the name. */
function platformFromName(name) {
  const parts = name.split('/').pop().split('-');
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  const os = parts.find((part) => OSES.includes(part));
  const abi = parts.at(-1);
  const libc = abi.startsWith('musl') ? 'musl' : abi.startsWith('gnu') ? 'glibc' : undefined;
  return { cpu, os, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/') || !entry.optionalDependencies) continue;
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const version = range.replace(/^[\^~=]/, '');
    const facts = registryFacts(name, version);
    const platform = facts ?? platformFromName(name);
    if (!platform) {
      console.log(`left out (platform unknown): ${name}@${version}`);
      continue;
    }
    const row = facts ? { version, resolved: facts.dist.tarball, integrity: facts.dist.integrity } : { version };
    if (entry.dev) row.dev = true;
    row.optional = true;
    for (const field of ['cpu', 'os', 'libc']) if (platform[field]) row[field] = [].concat(platform[field]);
    packages[key] = row;
    added += 1;
    console.log(`added ${key}@${version}`);
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entries added`);
