import { describe, expect, it } from 'vitest';
import { serverOf } from './connect-station-card.tsx';

const local = { href: 'http://127.0.0.1:3000/admin/weatherStation/edit/SSDP41000' };
const address = (over: Partial<Parameters<typeof serverOf>[1] & object> = {}) => ({
  publicUrl: null,
  port: 3000,
  loopbackOnly: false,
  lanAddresses: ['192.168.1.20', '2001:db8::5'],
  ...over,
});

describe('the address the connection settings give a console', () => {
  it('is PUBLIC_URL when the owner set it', () => {
    expect(serverOf(local, address({ publicUrl: 'https://wetter.example.org' }))).toEqual({
      host: 'wetter.example.org',
      port: '443',
      origin: 'https://wetter.example.org',
      unreachable: false,
    });
  });

  it('is what the browser sees when that is a network address', () => {
    expect(serverOf({ href: 'http://192.168.1.20:3000/admin' }, address())).toMatchObject({
      host: '192.168.1.20',
      port: '3000',
      unreachable: false,
    });
  });

  it('is the machine’s network address for the server’s own browser, when the server listens on it', () => {
    expect(serverOf(local, address())).toEqual({
      host: '192.168.1.20',
      port: '3000',
      origin: 'http://192.168.1.20:3000',
      unreachable: false,
    });
    expect(serverOf(local, address({ lanAddresses: ['2001:db8::5'] })).origin).toBe(
      'http://[2001:db8::5]:3000',
    );
  });

  it('stays 127.0.0.1 with a warning when the server listens on loopback only', () => {
    expect(serverOf(local, address({ loopbackOnly: true, lanAddresses: [] }))).toEqual({
      host: '127.0.0.1',
      port: '3000',
      origin: 'http://127.0.0.1:3000',
      unreachable: true,
    });
    // Before the answer arrives: the browser's address, no warning yet.
    expect(serverOf(local, undefined).unreachable).toBe(false);
  });
});
