/* global process, console -- Node scripts, linted without the TypeScript project */
// Installs what a fresh machine lacks, using only the operating system's packages and the npm registry.
// Plain JavaScript: it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { postgresBinDir } from './postgres.mjs';

export const root = resolve(import.meta.dirname, '../..');

export function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function asRoot() {
  if (process.getuid?.() === 0) return [];
  if (commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return null;
}

let aptUpdated = false;
/** Installs Debian/Ubuntu packages, or stops with a message that says exactly what to run. */
export function ensureSystemPackages(packages, why) {
  const missing = packages.filter(({ command }) => !commandExists(command) && !existsSync(command));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.package);
  const prefix = asRoot();
  if (!commandExists('apt-get') || prefix === null) {
    console.error(
      `\nRihla needs ${names.join(', ')} (${why}) and cannot install it here.\n` +
        `Install it with your package manager, e.g.:  sudo apt-get install -y ${names.join(' ')}\n` +
        `(on macOS: brew install ${names.join(' ')}), then run the command again.\n`,
    );
    process.exit(1);
  }
  const run = (args) => {
    const [cmd, ...rest] = [...prefix, ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log(`installing ${names.join(', ')} from the operating system's packages (${why})...`);
  if (!aptUpdated) {
    run(['apt-get', 'update', '-q']);
    aptUpdated = true;
  }
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...names]);
}

export function ensureRedisServer() {
  ensureSystemPackages([{ command: 'redis-server', package: 'redis-server' }], 'the read models and job queues live in Redis');
}

/** The services' suite runs the event store contract (and the replicated stack) on a real PostgreSQL server. */
export function ensurePostgres() {
  if (postgresBinDir()) return;
  ensureSystemPackages([{ command: 'initdb', package: 'postgresql' }], 'the PostgreSQL event store adapter is tested on a real server');
}

/** The storefront's Playwright suite drives the operating system's Chromium (no browser download exists here). */
export function ensureChromium() {
  ensureSystemPackages([{ command: '/usr/bin/chromium', package: 'chromium' }], "the storefront's browser tests drive Chromium");
}

/** `npm ci` when node_modules is missing, older than the lockfile, or built for another Node (native addons). */
export function ensureNodeModules() {
  const lock = resolve(root, 'package-lock.json');
  const marker = resolve(root, 'node_modules/.package-lock.json');
  const abiMarker = resolve(root, 'node_modules/.rihla-node-abi');
  const abi = `${process.versions.modules} ${process.platform}-${process.arch}`;
  const builtFor = existsSync(abiMarker) ? readFileSync(abiMarker, 'utf8').trim() : null;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && builtFor === abi) return;
  console.log('installing node packages (npm ci)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  writeFileSync(abiMarker, `${abi}\n`);
}

/** kustomize and kubernetes-validate, for the offline checks of k8s/ (see deploy-tools.mjs). */
export async function ensureDeployToolsInstalled() {
  const { ensureDeployTools } = await import('./deploy-tools.mjs');
  ensureDeployTools({ ensureSystemPackages });
}

/** The Kafka broker runs on Java; its jars come from Maven Central through Maven. */
export function ensureJavaAndMaven() {
  ensureSystemPackages(
    [
      { command: 'java', package: 'openjdk-17-jre-headless' },
      { command: 'mvn', package: 'maven' },
    ],
    'the supplier channel runs on a local Apache Kafka broker',
  );
}

/**
 * The e-invoicing validation compiles and runs a Java source file (`java File.java` needs the JDK's compiler, which
 * the JRE package lacks).
 */
export function ensureJdk() {
  ensureSystemPackages([{ command: 'javac', package: 'openjdk-17-jdk-headless' }], 'the ZATCA e-invoice validation runs the UBL schema and rules on the JDK');
}

/** Where the api contract test finds schemathesis (PyPI), in a virtual environment of its own under .data/. */
export const schemathesisBin = resolve(root, '.data/schemathesis-venv/bin/st');

/**
 * schemathesis (PyPI) for the api contract test: a python venv under .data/ with the pinned major version, created
 * once (python3 and its venv module from the operating system's packages).
 */
export function ensureSchemathesis() {
  if (existsSync(schemathesisBin)) return;
  ensureSystemPackages([{ command: 'python3', package: 'python3' }], 'the api contract test runs schemathesis');
  if (spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status !== 0) {
    ensureSystemPackages([{ command: '/nonexistent/python3-venv', package: 'python3-venv' }], 'schemathesis installs into a python venv');
  }
  const venv = resolve(root, '.data/schemathesis-venv');
  console.log('installing schemathesis from PyPI into .data/schemathesis-venv...');
  execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
  execFileSync(resolve(venv, 'bin/pip'), ['install', '-q', '--disable-pip-version-check', 'schemathesis>=4.3,<5'], { stdio: 'inherit' });
}

/** stripe-mock (Stripe's official API mock) for the Stripe adapter's tests: built with Go into .tools/, once. */
export const STRIPE_MOCK_VERSION = 'v0.203.0';
const stripeMockDir = resolve(root, '.tools/stripe-mock', STRIPE_MOCK_VERSION);
export const stripeMockBin = resolve(stripeMockDir, 'stripe-mock');

/** Go >= 1.22 (stripe-mock's go.mod): on PATH, where the official tarball puts it, or fetched once (below). */
function goCommand() {
  for (const go of ['go', '/usr/local/go/bin/go']) {
    if (go === 'go' ? !commandExists('go') : !existsSync(go)) continue;
    const version = spawnSync(go, ['env', 'GOVERSION'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    const [major, minor] = version.replace(/^go/, '').split('.').map(Number);
    if (major > 1 || (major === 1 && minor >= 22)) return go;
  }
  return goToolchainFromProxy();
}

/**
 * The Go toolchain as the Go module proxy serves it (the module golang.org/toolchain, what `GOTOOLCHAIN=auto`
 * downloads): for machines whose packaged Go is too old (Debian 12 ships 1.19). Unpacked into .tools/ once.
 */
function goToolchainFromProxy() {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch) {
    console.error('\nRihla needs Go 1.22 or newer to build stripe-mock: install it from https://go.dev/dl/ and run the command again.\n');
    process.exit(1);
  }
  const version = `v0.0.1-go1.24.6.linux-${arch}`;
  const dir = resolve(root, '.tools/go-toolchain', version);
  const go = resolve(dir, `golang.org/toolchain@${version}/bin/go`);
  if (existsSync(go)) return go;
  ensureSystemPackages([{ command: 'unzip', package: 'unzip' }], 'the Go toolchain comes from the Go module proxy as a zip');
  mkdirSync(dir, { recursive: true });
  const zip = resolve(dir, 'toolchain.zip');
  console.log(`fetching the Go toolchain (${version}) from the Go module proxy...`);
  execFileSync('curl', ['-fsSL', '-o', zip, `https://proxy.golang.org/golang.org/toolchain/@v/${version}.zip`], { stdio: 'inherit' });
  execFileSync('unzip', ['-q', '-o', zip, '-d', dir], { stdio: 'inherit' });
  return go;
}

/** Builds stripe-mock once (about a minute) with Go >= 1.22 (goCommand). */
export function ensureStripeMock() {
  if (existsSync(stripeMockBin)) return stripeMockBin;
  mkdirSync(stripeMockDir, { recursive: true });
  console.log(`installing stripe-mock ${STRIPE_MOCK_VERSION} with go install (into ${stripeMockDir})...`);
  execFileSync(goCommand(), ['install', `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`], {
    stdio: 'inherit',
    env: { ...process.env, GOBIN: stripeMockDir, GOTOOLCHAIN: 'local' },
  });
  return stripeMockBin;
}
