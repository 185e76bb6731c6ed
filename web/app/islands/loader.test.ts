import { describe, expect, it } from 'vitest';
import { islandLoaderScript } from './loader';

describe('islandLoaderScript', () => {
  it('names the entry and its imports, as a script that parses', () => {
    const text = islandLoaderScript('/assets/entry.client-a.js', [
      '/assets/jsx-runtime-b.js',
      '/assets/island-c.js',
    ]);
    expect(text).toContain('import("/assets/entry.client-a.js")');
    expect(text).toContain('["/assets/jsx-runtime-b.js","/assets/island-c.js"]');
    // A syntax error would leave every island of every page dead.
    expect(() => new Function(text)).not.toThrow();
  });

  it('cannot be ended early by an address', () => {
    const text = islandLoaderScript('/assets/x.js</script><script>alert(1)//', []);
    expect(text).not.toMatch(/</);
    expect(() => new Function(text)).not.toThrow();
  });
});
