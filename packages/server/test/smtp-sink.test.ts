import { describe, expect, it } from 'vitest';
import { deliveredAt } from './smtp-sink.ts';

describe('the SMTP sink', () => {
  it('orders Maildir names by delivery time, whose microseconds are not zero-padded', () => {
    const names = ['1795690000.M123456P77Q2.vm', '1795690000.M99999P77Q1.vm', '1795689999.M999999P77Q0.vm'];
    expect([...names].sort((a, b) => deliveredAt(a) - deliveredAt(b))).toEqual([
      '1795689999.M999999P77Q0.vm',
      '1795690000.M99999P77Q1.vm',
      '1795690000.M123456P77Q2.vm',
    ]);
  });
});
