/**
 * The systemd unit in deploy/ as systemd itself reads it: `systemd-analyze verify` (from Debian's systemd,
 * which npm test installs when missing (scripts/test-parts.mjs)) finds nothing to say about it, and says something about a broken
 * copy, so the check can fail.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const UNIT = new URL('../../../deploy/meteodeck@.service', import.meta.url);

function verify(file: string): { status: number | null; output: string } {
  const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8', timeout: 30_000 });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

describe('deploy/meteodeck@.service', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is a unit systemd reads without a complaint, as an instance per port', () => {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-unit-'));
    dirs.push(dir);
    const instance = join(dir, 'meteodeck@3000.service');
    copyFileSync(UNIT, instance);
    expect(verify(instance)).toEqual({ status: 0, output: '' });
  });

  it('is checked for real: a misspelt key and a bad value are reported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-unit-'));
    dirs.push(dir);
    const broken = join(dir, 'meteodeck@3000.service');
    writeFileSync(
      broken,
      readFileSync(UNIT, 'utf8')
        .replace('Restart=on-failure', 'Restart=sometimes')
        .replace('NoNewPrivileges=true', 'NoNewPrivilegs=true'),
    );
    const { output } = verify(broken);
    expect(output).toContain('NoNewPrivilegs');
    expect(output).toContain('sometimes');
  });
});
