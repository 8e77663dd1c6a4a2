// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIslandBoundary } from './island-boundary';

function Broken({ language }: { language: 'en' | 'de' }): never {
  throw new Error(`broken island (${language})`);
}

function Working({ label }: { label: string }) {
  return <p>{label}</p>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return container;
}

describe('island boundary', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the island when it renders', async () => {
    const Bounded = withIslandBoundary(Working);
    expect((await mount(<Bounded label="Favorites" />)).textContent).toBe('Favorites');
  });

  it('replaces a failing island with "Something went wrong" and a Try again button, in its language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Bounded = withIslandBoundary(Broken);
    const english = await mount(<Bounded language="en" />);
    expect(english.querySelector('[role="alert"] p')?.textContent).toBe('Something went wrong');
    expect(english.querySelector('button')?.textContent).toBe('Try again');
    const german = await mount(<Bounded language="de" />);
    expect(german.querySelector('[role="alert"] p')?.textContent).toBe('Etwas ist schiefgelaufen');
  });
});
