import { describe, expect, it } from 'vitest';
import { appConfigHeaders } from './app-config-header';

describe('appConfigHeaders', () => {
  it("names the page's chosen config, and nothing for the default one", () => {
    expect(appConfigHeaders('?app-config=demoauth&u=login')).toEqual({ 'x-app-config': 'demoauth' });
    expect(appConfigHeaders('?u=login')).toEqual({});
    expect(appConfigHeaders('')).toEqual({});
  });
});
