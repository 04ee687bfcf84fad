import { describe, expect, it } from 'vitest';
import { SafeStore } from '../../src/session/storage';
import { FakeStorage } from '../support/ui';

describe('SafeStore', () => {
  it('reads and writes through to storage', () => {
    const fake = new FakeStorage();
    const store = new SafeStore(() => fake);
    expect(store.setItem('a', '1')).toBe(true);
    expect(store.getItem('a')).toBe('1');
    store.removeItem('a');
    expect(store.getItem('a')).toBe(null);
  });

  it('a full quota makes a write answer false and keeps the old value', () => {
    const fake = new FakeStorage();
    const store = new SafeStore(() => fake);
    store.setItem('a', 'old');
    fake.quota = 5;
    expect(store.setItem('a', 'a much longer value')).toBe(false);
    expect(store.getItem('a')).toBe('old');
  });

  it('storage switched off, missing, or throwing on access reads as empty and refuses writes, never throws', () => {
    const off = new FakeStorage();
    off.disabled = true;
    const denied = (): never => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    };
    for (const store of [
      new SafeStore(() => off),
      new SafeStore(() => null),
      new SafeStore(() => undefined),
      new SafeStore(denied),
    ]) {
      expect(store.getItem('a')).toBe(null);
      expect(store.setItem('a', '1')).toBe(false);
      expect(() => store.removeItem('a')).not.toThrow();
    }
  });
});
