export const KUSTOMIZE_VERSION: string;
export const KUBERNETES_VALIDATE_VERSION: string;
export function kustomizeCommand(): string[] | null;
export function kubernetesValidateCommand(): string | null;
export function ensureDeployTools(o?: { ensureSystemPackages?: (packages: { command: string; package: string }[], why: string) => void }): void;
