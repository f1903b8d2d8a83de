import { describe, expect, it } from 'vitest';
import { createStorageState, dbFaultOf, faultCode } from './db-faults.ts';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('dbFaultOf', () => {
  it('tells a full disk from a database that is away, and both from a bug', () => {
    expect(dbFaultOf(coded('SQLITE_FULL', 'database or disk is full'))).toBe('full');
    expect(dbFaultOf(coded('ENOSPC'))).toBe('full');
    expect(dbFaultOf(coded('53100', 'could not extend file'))).toBe('full');
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'SQLITE_IOERR_WRITE']) {
      expect(dbFaultOf(coded(code))).toBe('unavailable');
    }
    for (const code of ['57P01', '57P03', '08006', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EIO']) {
      expect(dbFaultOf(coded(code))).toBe('unavailable');
    }
    expect(dbFaultOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(dbFaultOf(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    // Node's connect to a name with two addresses fails with an AggregateError of both.
    expect(dbFaultOf(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe('unavailable');
    expect(dbFaultOf(new Error('wrapped', { cause: coded('SQLITE_FULL') }))).toBe('full');
    // Bugs and the caller's faults stay what they are.
    expect(dbFaultOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(dbFaultOf(coded('23505', 'duplicate key'))).toBeUndefined();
    expect(dbFaultOf(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
    expect(dbFaultOf(coded('ENOENT'))).toBeUndefined();
    expect(dbFaultOf('text')).toBeUndefined();
  });

  it('gives the code for a public answer, never the message', () => {
    expect(faultCode(coded('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.7:5432'))).toBe('ECONNREFUSED');
    expect(faultCode(new AggregateError([coded('ECONNREFUSED')]))).toBe('ECONNREFUSED');
    expect(faultCode(new Error('password authentication failed for user "meteo"'))).toBeUndefined();
  });
});

describe('createStorageState', () => {
  it('is full from the first full-disk failure to the next stored write, and tells each episode once', () => {
    const told: string[] = [];
    let now = 1000;
    const state = createStorageState({
      now: () => now,
      onFull: (reason) => told.push(`full ${reason}`),
      onRecovered: () => told.push('recovered'),
    });
    expect(state.noted(coded('SQLITE_BUSY'))).toBe('unavailable');
    expect(state.fullSince()).toBeUndefined();
    state.noted(coded('SQLITE_FULL'));
    now = 2000;
    state.noted(coded('SQLITE_FULL'));
    expect(state.fullSince()).toBe(1000);
    expect(state.fullReason()).toBe('the last write failed: disk full (SQLITE_FULL)');
    state.stored();
    expect(state.fullSince()).toBeUndefined();
    state.stored();
    state.noted(coded('ENOSPC'));
    expect(told).toEqual([
      'full the last write failed: disk full (SQLITE_FULL)',
      'recovered',
      'full the last write failed: disk full (ENOSPC)',
    ]);
  });
});

describe('an unreadable SQLite file', () => {
  it('is told from an I/O error of the file to the next stored write, a lock or a full disk not', () => {
    const state = createStorageState({ now: () => 0 });
    state.noted(coded('SQLITE_BUSY'));
    state.noted(coded('ECONNREFUSED'));
    state.noted(coded('SQLITE_FULL'));
    expect(state.unreadableReason()).toBeUndefined();
    state.noted(new Error('wrapped', { cause: coded('SQLITE_IOERR_WRITE', 'disk I/O error') }));
    expect(state.unreadableReason()).toBe('the database file cannot be read or written (SQLITE_IOERR_WRITE)');
    state.noted(coded('SQLITE_CANTOPEN'));
    expect(state.unreadableReason()).toBe('the database file cannot be read or written (SQLITE_CANTOPEN)');
    state.stored();
    expect(state.unreadableReason()).toBeUndefined();
  });
});
