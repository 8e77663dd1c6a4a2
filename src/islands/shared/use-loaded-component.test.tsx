// @vitest-environment happy-dom
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentLoader, useLoadedComponent, type ComponentLoader } from './use-loaded-component';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Controls({ label }: { label: string }) {
  return <p>controls: {label}</p>;
}

function Stage({ loader }: { loader: ComponentLoader<{ label: string }> }) {
  const Loaded = useLoadedComponent(loader);
  return Loaded ? <Loaded label="match" /> : <p>poster, loading</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>island failed</p> : this.props.children;
  }
}

async function mount(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(node));
  return container;
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const module = new Promise<{ default: typeof Controls }>((resolve, reject) => {
    arrive = () => resolve({ default: Controls });
    fail = reject;
  });
  return { module, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

describe('useLoadedComponent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the fallback until the module is in, then the component; later mounts have it at once', async () => {
    const { module, arrive } = deferredModule();
    const load = vi.fn(() => module);
    const loader = componentLoader(load);
    const container = await mount(<Stage loader={loader} />);
    expect(container.textContent).toBe('poster, loading');

    await act(async () => {
      arrive();
      await module;
    });
    expect(container.textContent).toBe('controls: match');
    expect(renderToStaticMarkup(<Stage loader={loader} />)).toBe('<p>controls: match</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a module that fails to load fails the island's render, to its error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { module, fail } = deferredModule();
    const container = await mount(
      <Boundary>
        <Stage loader={componentLoader(() => module)} />
      </Boundary>,
    );
    await act(async () => {
      fail(new Error('chunk failed'));
      await module.catch(() => undefined);
    });
    expect(container.textContent).toBe('island failed');
  });
});
