// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

// React warns about updates outside act() unless it knows the test drives them through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { n: number };

/** A load answering each call with the next outcome: an answer, a refusal, or (`pending`) no answer at all. */
function loads(...outcomes: (Answer | Error | 'pending')[]): () => Promise<Answer> {
  let call = 0;
  return () => {
    const outcome = outcomes[call++];
    if (outcome === 'pending' || outcome === undefined) return new Promise<Answer>(() => {});
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  };
}

/** Shows what the hook answers ("1", "1 refused", "none refused", "loading"); a click reloads. */
function Reader({ name, load }: { name: string; load: () => Promise<Answer> }) {
  const { data, error, isLoading, reload } = useLoaded(name, load);
  return (
    <button type="button" onClick={reload}>
      {isLoading ? 'loading' : `${data ? data.n : 'none'}${error ? ` ${error.message}` : ''}`}
    </button>
  );
}

const roots: Root[] = [];
function mount(name: string, load: () => Promise<Answer>): HTMLButtonElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(<Reader name={name} load={load} />));
  return container.querySelector('button')!;
}

/** Lets the loads' promises settle and React render what they set. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
const click = async (button: HTMLButtonElement) => {
  act(() => button.click());
  await settle();
};
/** Later than the readers' keepMs: a reader mounted now reads the key itself instead of sharing the earlier request. */
const later = () => vi.setSystemTime(Date.now() + 60_000);

describe('useLoaded', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    vi.useRealTimers();
  });

  it('a reader mounted later shows the earlier answer, and keeps it when its reload is refused', async () => {
    const a = mount('use-loaded-reload-refused', loads({ n: 1 }));
    await settle();
    expect(a.textContent).toBe('1');

    later();
    const b = mount('use-loaded-reload-refused', loads('pending', new Error('refused'), { n: 2 }));
    expect(b.textContent).toBe('1');
    await click(b);
    expect(b.textContent).toBe('1 refused');
    await click(b);
    expect(b.textContent).toBe('2');
  });

  it('a reader mounted later keeps the earlier answer when its own first read is refused', async () => {
    mount('use-loaded-read-refused', loads({ n: 1 }));
    await settle();

    later();
    const b = mount('use-loaded-read-refused', loads(new Error('refused')));
    await settle();
    expect(b.textContent).toBe('1 refused');
  });

  it('a later answer replaces the earlier one, and a refusal after it keeps the latest answer, whoever got it', async () => {
    const a = mount('use-loaded-later-answer', loads({ n: 1 }, { n: 3 }));
    await settle();

    later();
    const b = mount('use-loaded-later-answer', loads({ n: 2 }, new Error('refused')));
    await settle();
    expect(b.textContent).toBe('2');

    await click(a);
    expect(a.textContent).toBe('3');
    await click(b);
    expect(b.textContent).toBe('3 refused');
  });
});
