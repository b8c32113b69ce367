// The deployment files, checked offline: every kustomize overlay renders and validates against the Kubernetes JSON
// schemas (kubernetes-validate, strict), the compose file validates against the Compose Specification schema, and a
// deliberately broken manifest or compose file fails the same checks (so a green run means something).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { kubernetesValidateCommand, kustomizeCommand } from '../../../scripts/lib/deploy-tools.mjs';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(root, '.data', 'deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DEPLOYABLES = ['api', 'worker', 'projector', 'relay', 'storefront'];

function tools(): { kustomize: string[]; validate: string } {
  const kustomize = kustomizeCommand();
  const validate = kubernetesValidateCommand();
  if (!kustomize || !validate) throw new Error('kustomize or kubernetes-validate is missing: `npm test` installs them (scripts/lib/deploy-tools.mjs)');
  return { kustomize, validate };
}

function render(overlay: string): string {
  const [cmd, ...args] = tools().kustomize;
  const r = spawnSync(cmd!, [...args, resolve(root, 'k8s', overlay)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`kustomize build k8s/${overlay} failed:\n${r.stderr}`);
  return r.stdout;
}

function validate(yamlText: string, name: string): { ok: boolean; output: string } {
  const file = join(work, `${name}.yaml`);
  writeFileSync(file, yamlText);
  const r = spawnSync(tools().validate, ['--strict', '--quiet', '--kubernetes-version', '1.33.0', file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

type K8sObject = { kind: string; metadata: { name: string }; spec?: Record<string, unknown> };
const objectsOf = (yamlText: string) => parseAllDocuments(yamlText).map((d) => d.toJSON() as K8sObject).filter(Boolean);

describe('k8s: kustomize overlays render and validate against the Kubernetes schemas', () => {
  it.each(['base', 'overlays/dev', 'overlays/production'])('%s', (overlay) => {
    const rendered = render(overlay);
    const result = validate(rendered, overlay.replace('/', '-'));
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);

    const objects = objectsOf(rendered);
    const named = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name).sort();
    expect(named('Deployment')).toEqual([...DEPLOYABLES].sort());
    expect(named('PodDisruptionBudget')).toEqual([...DEPLOYABLES].sort());
    expect(named('HorizontalPodAutoscaler')).toEqual(['api', 'storefront', 'worker']);
    expect(named('Ingress')).toEqual(['rihla']);
    expect(named('Secret')).toEqual([]);
    for (const d of objects.filter((o) => o.kind === 'Deployment')) {
      const c = (d.spec as { template: { spec: { containers: Record<string, unknown>[] } } }).template.spec.containers[0]!;
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe', 'resources']) expect(c[probe], `${d.metadata.name}.${probe}`).toBeDefined();
    }
  });

  it('fails on a deliberately broken manifest (a port that is not a number, a misspelt field)', () => {
    const broken = render('overlays/production').replace('containerPort: 4000', 'containerPort: four-thousand').replace('maxUnavailable: 1', 'maxUnavailabel: 1');
    const result = validate(broken, 'broken');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/deployment\/api.*containerPort/);
    expect(result.output).toMatch(/maxUnavailabel/);
  });
});

describe('infra/compose.yaml: valid against the Compose Specification schema', () => {
  // The file names its draft by an https url that ajv's bundled draft-07 meta-schema (http) does not answer to.
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(resolve(root, 'infra/compose-spec.schema.json'), 'utf8')) as Record<string, unknown>;
  const check = new Ajv({ allErrors: true, strict: false }).compile(schema);
  const compose = parse(readFileSync(resolve(root, 'infra/compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, { command?: string[]; environment?: Record<string, string> }> };

  it('validates, and runs every Rihla process with the stores, a collector and a trace viewer', () => {
    expect(check(compose), JSON.stringify(check.errors, null, 2)).toBe(true);
    for (const s of [...DEPLOYABLES, 'kurrentdb', 'kafka', 'redis', 'otel-collector', 'jaeger']) expect(Object.keys(compose.services)).toContain(s);
    for (const role of ['api', 'worker', 'projector', 'relay']) expect(compose.services[role]!.command).toEqual([`services/dist/main/${role}.js`]);
    expect(compose.services.redis!.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(compose.services.api!.environment?.NODE_ENV).toBe('production');
  });

  it('fails on a deliberately broken compose file', () => {
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.api!.restart_policy = 'always';
    broken.services.redis!.ports = 6379;
    expect(check(broken)).toBe(false);
    expect(JSON.stringify(check.errors)).toMatch(/restart_policy|additionalProperties/);
  });
});
