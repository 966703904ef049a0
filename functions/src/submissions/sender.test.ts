import { describe, expect, it } from 'vitest';
import { requestingAddress, senderKey } from './sender';

describe('requestingAddress', () => {
  it('is the first address of X-Forwarded-For, the visitor’s on Hosting', () => {
    expect(requestingAddress('203.0.113.7, 130.211.0.1', '10.0.0.1')).toBe('203.0.113.7');
    expect(requestingAddress(['198.51.100.2', '10.1.1.1'], undefined)).toBe('198.51.100.2');
  });
  it('is the connection’s without the header', () => {
    expect(requestingAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(requestingAddress('  ', undefined)).toBe('unknown');
  });
});

describe('senderKey', () => {
  it('tells senders apart without holding their address', () => {
    const key = senderKey('salt', '203.0.113.7', null);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(key).not.toContain('203');
    expect(senderKey('salt', '203.0.113.7', null)).toBe(key);
    expect(senderKey('salt', '203.0.113.8', null)).not.toBe(key);
    expect(senderKey('salt', '203.0.113.7', '1:0:web:app')).not.toBe(key);
    expect(senderKey('other salt', '203.0.113.7', null)).not.toBe(key);
  });
});
