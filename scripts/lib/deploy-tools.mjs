/* global process, console -- Node scripts, linted without the TypeScript project */
// The tools that check the deployment files offline: kustomize (renders k8s/ overlays) and kubernetes-validate
// (PyPI; bundled Kubernetes JSON schemas). Installed into .data/tools by ensureDeployTools (npm test does it).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const tools = resolve(root, '.data/tools');
export const KUSTOMIZE_VERSION = 'v5.7.1';
export const KUBERNETES_VALIDATE_VERSION = '1.37.0';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** How to run kustomize here: our own build first, then one on PATH, then `kubectl kustomize`; null when none. */
export function kustomizeCommand() {
  const own = resolve(tools, 'bin/kustomize');
  if (existsSync(own)) return [own, 'build'];
  if (onPath('kustomize')) return ['kustomize', 'build'];
  if (onPath('kubectl') && spawnSync('kubectl', ['kustomize', '--help'], { stdio: 'ignore' }).status === 0) return ['kubectl', 'kustomize'];
  return null;
}

export const kubernetesValidateCommand = () => {
  const own = resolve(tools, 'venv/bin/kubernetes-validate');
  return existsSync(own) ? own : null;
};

/**
 * Installs what is missing: kustomize from the Go module proxy (`go install`, needs Go >= 1.22), and
 * kubernetes-validate from PyPI into a virtualenv. Throws with the command to run when it cannot.
 */
export function ensureDeployTools({ ensureSystemPackages } = {}) {
  mkdirSync(tools, { recursive: true });
  if (!kustomizeCommand()) {
    if (!onPath('go')) throw new Error('rendering k8s/ needs kustomize: install Go (>= 1.22) or kustomize, or kubectl');
    console.log(`installing kustomize ${KUSTOMIZE_VERSION} (go install, from the Go module proxy)...`);
    execFileSync('go', ['install', `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`], { stdio: 'inherit', env: { ...process.env, GOBIN: resolve(tools, 'bin'), GOFLAGS: '-mod=mod' } });
  }
  if (!kubernetesValidateCommand()) {
    const venv = resolve(tools, 'venv');
    if (spawnSync('python3', ['-m', 'venv', '--help'], { stdio: 'ignore' }).status !== 0 || spawnSync('python3', ['-c', 'import ensurepip'], { stdio: 'ignore' }).status !== 0) {
      ensureSystemPackages?.([{ command: '/usr/lib/python3/dist-packages/pip', package: 'python3-venv' }], 'kubernetes-validate runs in a Python virtualenv');
    }
    console.log(`installing kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} (PyPI) into .data/tools/venv...`);
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
    execFileSync(resolve(venv, 'bin/pip'), ['install', '-q', `kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}`], { stdio: 'inherit' });
  }
}
