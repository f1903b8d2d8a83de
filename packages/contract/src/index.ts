export * from './errors.ts';
export * from './forecast.ts';
export * from './geocoding.ts';
export * from './login.ts';
export * from './paging.ts';
export * from './station.ts';
export * from './user.ts';
