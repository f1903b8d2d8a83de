import { describe, expect, it } from 'vitest';
import { checkContactBody } from './contacts.ts';
import { isEmailAddress } from './field-checks.ts';
import { checkObservationBody } from './observations.ts';
import { checkPostBody } from './posts.ts';
import { checkStationBody, type StationBody } from './station.ts';
import { checkUnitBody } from './units.ts';
import { checkUserBody } from './users.ts';

const paths = (result: { ok: boolean; problems?: { propertyPath?: string }[] }) =>
  result.ok ? [] : (result.problems ?? []).map((problem) => problem.propertyPath);

describe('isEmailAddress', () => {
  it.each(['a@b.de', 'first.last+tag@sub.example.org', 'ünï@exämple.de'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['plain', 'a@b', 'a @b.de', 'a@@b.de', 'a@.de', 'a@b.', `${'a'.repeat(250)}@b.de`])(
    'rejects %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

describe('checkUserBody', () => {
  const valid = {
    email: ' Max@Example.DE ',
    firstname: 'Max',
    lastname: 'Wetter',
    roles: ['ROLE_ADMIN'],
    password: '0123456789',
    passwordConfirmation: '0123456789',
  };

  it('normalises a valid body: trimmed, e-mail lower-cased, the one role picked', () => {
    expect(checkUserBody(valid, 'create')).toEqual({
      ok: true,
      value: {
        email: 'max@example.de',
        firstname: 'Max',
        lastname: 'Wetter',
        role: 'ROLE_ADMIN',
        password: '0123456789',
      },
    });
  });

  it('counts password length in characters: 10 passes, 9 does not', () => {
    expect(
      paths(
        checkUserBody({ ...valid, password: '€€€€€€€€€€', passwordConfirmation: '€€€€€€€€€€' }, 'create'),
      ),
    ).toEqual([]);
    expect(
      paths(checkUserBody({ ...valid, password: '012345678', passwordConfirmation: '012345678' }, 'create')),
    ).toEqual(['password']);
  });

  it('keeps the password on update only when both fields are empty', () => {
    const kept = checkUserBody({ ...valid, password: '', passwordConfirmation: '' }, 'update');
    expect(kept.ok && kept.value.password).toBeUndefined();
    expect(paths(checkUserBody({ ...valid, password: '', passwordConfirmation: 'x' }, 'update'))).toEqual([
      'password',
      'passwordConfirmation',
    ]);
    expect(paths(checkUserBody({ ...valid, password: '', passwordConfirmation: '' }, 'create'))).toEqual([
      'password',
    ]);
  });

  it('wants exactly one known role', () => {
    expect(paths(checkUserBody({ ...valid, roles: [] }, 'create'))).toEqual(['roles']);
    expect(paths(checkUserBody({ ...valid, roles: ['ROLE_USER'] }, 'create'))).toEqual(['roles']);
    expect(paths(checkUserBody({ ...valid, roles: ['ROLE_ADMIN', 'ROLE_ADMIN'] }, 'create'))).toEqual([
      'roles',
    ]);
  });
});

describe('checkStationBody', () => {
  const valid: StationBody = {
    reference: 'abc',
    name: 'N',
    country: 'de',
    city: 'C',
    lat: -90,
    lng: 180,
    elevation: -500,
    preferedUnit: 'Metric',
  };

  it('accepts the bounds and upper-cases the country; optional texts default to empty', () => {
    const result = checkStationBody(valid);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toMatchObject({
        country: 'DE',
        description: '',
        address: '',
        apiToken: undefined,
        timezone: undefined,
      });
    }
    expect(checkStationBody({ ...valid, lat: 90, lng: -180, elevation: 9000 }).ok).toBe(true);
  });

  it.each([
    ['ab', false],
    ['a'.repeat(32), true],
    ['a'.repeat(33), false],
    ['SSDP-41_000', true],
    ['SSDP 41000', false],
    ['SSDP/41000', false],
    ['Stätion', false],
  ])('reference %s valid: %s', (reference, ok) => {
    expect(checkStationBody({ ...valid, reference }).ok).toBe(ok);
  });

  it('rejects out-of-range and non-numeric coordinates, each under its field', () => {
    const result = checkStationBody({ ...valid, lat: -90.01, lng: '181', elevation: 'high' });
    expect(paths(result)).toEqual(['lat', 'lng', 'elevation']);
  });
});

describe('checkUnitBody', () => {
  it('takes each field from its closed list only', () => {
    const body = {
      type: 'Mixed',
      temperatureUnit: '°F',
      speedUnit: 'kn',
      rainUnit: 'in',
      solarRadiationUnit: 'W/m²',
      pmUnit: 'µg/m³',
      humidityUnit: '%',
      cloudBaseUnit: 'ft',
      windDirUnit: '°',
      pressureUnit: 'mmHg',
    };
    expect(checkUnitBody(body).ok).toBe(true);
    expect(
      paths(checkUnitBody({ ...body, rainUnit: 'mm/h', cloudBaseUnit: 'km', pressureUnit: 'hpa' })),
    ).toEqual(['rainUnit', 'cloudBaseUnit', 'pressureUnit']);
  });
});

describe('checkObservationBody, checkPostBody and checkContactBody', () => {
  it('bounds an observation to 1..1000 characters', () => {
    expect(checkObservationBody({ message: 'x'.repeat(1000), weatherStation: 'S1' }).ok).toBe(true);
    expect(paths(checkObservationBody({ message: 'x'.repeat(1001), weatherStation: 'S1' }))).toEqual([
      'message',
    ]);
    expect(paths(checkObservationBody({ message: ' ', weatherStation: '' }))).toEqual([
      'message',
      'weatherStation',
    ]);
  });

  it('needs both fields of a post', () => {
    expect(paths(checkPostBody({}))).toEqual(['name', 'description']);
  });

  it('checks the contact form in German and lower-cases nothing', () => {
    const result = checkContactBody({ name: 'A', email: 'A@B.DE', subject: 'S', message: 'M' });
    expect(result).toEqual({ ok: true, value: { name: 'A', email: 'A@B.DE', subject: 'S', message: 'M' } });
    const tooLong = checkContactBody({
      name: 'n'.repeat(256),
      email: 'a@b.de',
      subject: 's'.repeat(256),
      message: 'm',
    });
    expect(tooLong.ok ? [] : tooLong.problems).toEqual([
      { propertyPath: 'name', message: 'Bitte geben Sie höchstens 255 Zeichen ein.' },
      { propertyPath: 'subject', message: 'Bitte geben Sie höchstens 255 Zeichen ein.' },
    ]);
  });
});
